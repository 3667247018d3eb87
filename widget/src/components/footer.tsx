import { instagramLink, whatsappLink } from '../model/contact-links.ts';
import { storeName } from '../model/shop.ts';
import { useEnv } from './env.ts';
import { InstagramIcon, PinIcon, WhatsappIcon } from './icons.tsx';
import { ExternalLink } from './link.tsx';

/** docs/product.md §2 shared footer: store name, contact, location, copyright year. */
export function Footer() {
  const { shop } = useEnv();
  const { site } = shop;
  const name = storeName(site);
  const wa = whatsappLink(site.whatsapp);
  const ig = instagramLink(site);
  const place = [site.city, site.state].filter(Boolean).join(' - ');
  return (
    <footer class="vs-footer">
      <div class="vs-wrap vs-footer-grid">
        <div>
          <p class="vs-footer-name">{name}</p>
          {(site.store_description || site.site_description) && <p class="vs-footer-text">{site.store_description || site.site_description}</p>}
        </div>
        <div>
          <p class="vs-footer-title">Contato</p>
          <ul class="vs-footer-list">
            {wa && (
              <li>
                <ExternalLink href={wa}>
                  <WhatsappIcon size={16} /> {site.whatsapp_display}
                </ExternalLink>
              </li>
            )}
            {ig && (
              <li>
                <ExternalLink href={ig}>
                  <InstagramIcon size={16} /> @{site.instagram}
                </ExternalLink>
              </li>
            )}
            {site.contact_email && (
              <li>
                <a href={`mailto:${site.contact_email}`}>{site.contact_email}</a>
              </li>
            )}
            {!wa && !ig && !site.contact_email && <li>{site.contact_phone || 'Fale com a loja pela página de contato.'}</li>}
          </ul>
        </div>
        {(site.address || place) && (
          <div>
            <p class="vs-footer-title">Localização</p>
            <p class="vs-footer-text">
              <PinIcon size={16} /> {[site.address, place].filter(Boolean).join(', ')}
            </p>
          </div>
        )}
      </div>
      <p class="vs-copy vs-wrap">
        © {shop.year} {name}. Todos os direitos reservados.
      </p>
    </footer>
  );
}

/** The widget's own small footer: the host page has its footer already. */
export function WidgetFooter() {
  const { shop } = useEnv();
  return (
    <p class="vs-mini-footer">
      <ExternalLink href={`${shop.origin}/`}>Visite a loja {storeName(shop.site)}</ExternalLink>
    </p>
  );
}
