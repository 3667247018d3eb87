import { whatsappLink } from '../model/contact-links.ts';
import { plural } from '@vitrine/contract/counts';
import type { PageData } from '../model/load-page.ts';
import { storeName } from '../model/shop.ts';
import { DEFAULT_HERO_TAGLINE } from '../model/shop-words.ts';
import { useEnv } from '../components/env.ts';
import { ChatIcon, GearIcon, ShieldIcon, TruckIcon, WhatsappIcon } from '../components/icons.tsx';
import { ExternalLink, Heading, Link } from '../components/link.tsx';
import { ProductGrid } from '../components/product-card.tsx';

type HomeData = Extract<PageData, { view: 'home' }>;

/** The three value blocks keep their icons by position; their words are the owner's. */
const VALUE_ICONS = [ChatIcon, ShieldIcon, TruckIcon];

/** docs/product.md §2 home: hero, three value blocks, 4 popular categories, 6 featured products, closing call. */
export function HomePage({ data }: { data: HomeData }) {
  const { shop, links } = useEnv();
  const { site } = shop;
  const name = storeName(site);
  const wa = whatsappLink(site.whatsapp, `Olá! Vim pelo site da loja ${name}.`);
  const tagline = site.hero_tagline || site.store_description || site.site_description || DEFAULT_HERO_TAGLINE;
  // the API fills in the spec's blocks and hours when the owner wrote none (config/presenter.ts)
  const values = site.value_blocks;

  return (
    <>
      <section class="vs-hero" aria-labelledby="vs-hero-title">
        <div class="vs-wrap">
          <p class="vs-hero-kicker">Boas-vindas</p>
          <Heading level={1} id="vs-hero-title" class="vs-hero-title" tabIndex={-1}>
            {name}
          </Heading>
          <p class="vs-hero-text">{tagline}</p>
          <div class="vs-hero-actions">
            <Link to={{ view: 'products', q: '', categoryId: null }} class="vs-btn vs-btn-light">
              Ver produtos
            </Link>
            {wa && (
              <ExternalLink href={wa} class="vs-btn vs-btn-ghost">
                <WhatsappIcon size={18} /> Fale conosco
              </ExternalLink>
            )}
          </div>
        </div>
      </section>

      <section class="vs-wrap vs-values" aria-label="Por que comprar conosco">
        {values.map(({ title, text }, i) => {
          const Icon = VALUE_ICONS[i] ?? ChatIcon;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the three blocks are positions with fixed icons, never reordered
            <div class="vs-value" key={i}>
              <span class="vs-value-icon">
                <Icon size={22} />
              </span>
              <div>
                <Heading level={2} class="vs-value-title">
                  {title}
                </Heading>
                <p>{text}</p>
              </div>
            </div>
          );
        })}
      </section>

      {data.categories.length > 0 && (
        <section class="vs-wrap vs-section" aria-labelledby="vs-popular">
          <div class="vs-section-head">
            <Heading level={2} id="vs-popular">
              Categorias populares
            </Heading>
            <Link to={{ view: 'categories' }} class="vs-more">
              Ver todas
            </Link>
          </div>
          <ul class="vs-cats vs-cats-compact">
            {data.categories.map((c) => (
              <li key={c.id}>
                <Link to={{ view: 'products', q: '', categoryId: c.id }} class="vs-cat">
                  {c.emoji && (
                    <span class="vs-cat-emoji" aria-hidden="true">
                      {c.emoji}
                    </span>
                  )}
                  <span class="vs-cat-name">{c.name}</span>
                  <span class="vs-cat-count">{plural(c.product_count, 'produto', 'produtos')}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section class="vs-wrap vs-section" aria-labelledby="vs-featured">
        <div class="vs-section-head">
          <Heading level={2} id="vs-featured">
            {data.starred ? 'Destaques' : 'Produtos'}
          </Heading>
          <Link to={{ view: 'products', q: '', categoryId: null }} class="vs-more">
            Ver todos
          </Link>
        </div>
        {data.featured.length ? (
          <ProductGrid products={data.featured} label={data.starred ? 'Produtos em destaque' : 'Produtos'} wide />
        ) : (
          <p class="vs-empty">Nenhum produto encontrado</p>
        )}
      </section>

      <section class="vs-wrap vs-section">
        <div class="vs-cta">
          <Heading level={2}>Não encontrou o que procura?</Heading>
          <p>Fale com a gente: separamos, encomendamos e tiramos suas dúvidas.</p>
          {wa ? (
            <ExternalLink href={wa} class="vs-btn vs-btn-wa">
              <WhatsappIcon size={18} /> Chamar no WhatsApp
            </ExternalLink>
          ) : (
            <Link to={{ view: 'contact' }} class="vs-btn vs-btn-primary">
              Fale conosco
            </Link>
          )}
        </div>
        {!(typeof VS_EMBED === 'boolean' ? VS_EMBED : links.mode === 'widget') && (
          <p class="vs-settings">
            <a href={`${shop.platformUrl}/admin/login`} rel="nofollow">
              <GearIcon size={14} /> Área do lojista
            </a>
          </p>
        )}
      </section>
    </>
  );
}
