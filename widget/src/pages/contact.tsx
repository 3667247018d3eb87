import { OpenNow } from '../components/open-now.tsx';
import { instagramLink, whatsappLink } from '../model/contact-links.ts';
import { storeName } from '../model/shop.ts';
import { fill, messages } from '../model/text.ts';
import { useEnv } from '../components/env.ts';
import { ClockIcon, HelpIcon, InstagramIcon, PinIcon, WhatsappIcon } from '../components/icons.tsx';
import { ExternalLink, Heading } from '../components/link.tsx';

/**
 * docs/product.md §2 /contact: WhatsApp, Instagram, location (only with an address), the shop's hours,
 * help topics (payment and delivery in the owner's words: the API sends them as contact_topics).
 */
export function ContactPage() {
  const { shop } = useEnv();
  const { site } = shop;
  const name = storeName(site);
  const wa = whatsappLink(site.whatsapp, `Olá! Vim pelo site da loja ${name}.`);
  const ig = instagramLink(site);
  const place = [site.city, site.state].filter(Boolean).join(' - ');
  const hours = site.opening_hours; // the spec's hours when the owner set none (config/presenter.ts)

  return (
    <div class="vs-wrap vs-page">
      <div class="vs-page-head">
        <Heading level={1} tabIndex={-1}>
          Contato
        </Heading>
        <p class="vs-lead">Fale com a loja {name}: respondemos rapidinho no horário de atendimento.</p>
      </div>

      <div class="vs-contact-grid">
        <section class="vs-box vs-box-wa" aria-labelledby="vs-c-wa">
          <div class="vs-box-head">
            <span class="vs-box-icon">
              <WhatsappIcon size={24} />
            </span>
            <Heading level={2} id="vs-c-wa">
              WhatsApp
            </Heading>
          </div>
          {wa ? (
            <>
              <p class="vs-box-main">{site.whatsapp_display}</p>
              <ExternalLink href={wa} class="vs-btn vs-btn-wa">
                Conversar no WhatsApp
              </ExternalLink>
            </>
          ) : (
            <p>Esta loja ainda não informou um WhatsApp.</p>
          )}
        </section>

        <section class="vs-box vs-box-ig" aria-labelledby="vs-c-ig">
          <div class="vs-box-head">
            <span class="vs-box-icon">
              <InstagramIcon size={24} />
            </span>
            <Heading level={2} id="vs-c-ig">
              Instagram
            </Heading>
          </div>
          {ig ? (
            <>
              <p class="vs-box-main">@{site.instagram}</p>
              <ExternalLink href={ig} class="vs-btn vs-btn-outline">
                Ver perfil no Instagram
              </ExternalLink>
            </>
          ) : (
            <p>Esta loja ainda não informou um Instagram.</p>
          )}
        </section>

        {site.address && (
          <section class="vs-box" aria-labelledby="vs-c-loc">
            <div class="vs-box-head">
              <span class="vs-box-icon">
                <PinIcon size={24} />
              </span>
              <Heading level={2} id="vs-c-loc">
                Localização
              </Heading>
            </div>
            <address class="vs-box-main">
              {site.address}
              {place && (
                <>
                  <br />
                  {place}
                </>
              )}
            </address>
            {site.google_maps_link && (
              <ExternalLink href={site.google_maps_link} class="vs-btn vs-btn-outline">
                Ver no mapa
              </ExternalLink>
            )}
          </section>
        )}

        <section class="vs-box" aria-labelledby="vs-c-hours">
          <div class="vs-box-head">
            <span class="vs-box-icon">
              <ClockIcon size={24} />
            </span>
            <Heading level={2} id="vs-c-hours">
              Horário de atendimento
            </Heading>
          </div>
          <OpenNow hours={hours} />
          <dl class="vs-hours">
            {site.hours_lines.map((h) => (
              <div key={h.label} class={h.closed ? 'vs-closed' : undefined}>
                <dt>{h.label}</dt>
                <dd>{h.text}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <section class="vs-section" aria-labelledby="vs-c-help">
        <Heading level={2} id="vs-c-help">
          Como podemos ajudar?
        </Heading>
        <ul class="vs-topics">
          {site.contact_topics.map((t) => {
            const link = whatsappLink(site.whatsapp, fill(messages.storefront.topicMessage, { topic: t.title.toLowerCase() }));
            const body = (
              <>
                <span class="vs-topic-icon">
                  <HelpIcon size={20} />
                </span>
                <span>
                  <span class="vs-topic-title">{t.title}</span>
                  <span class="vs-topic-text">{t.text}</span>
                </span>
              </>
            );
            return (
              <li key={t.title}>
                {link ? (
                  <ExternalLink href={link} class="vs-topic">
                    {body}
                  </ExternalLink>
                ) : (
                  <div class="vs-topic">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
