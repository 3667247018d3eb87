import { categoryEmoji } from '../model/category-emoji.ts';
import { whatsappLink } from '../model/contact-links.ts';
import { plural } from '../model/format.ts';
import type { PageData } from '../model/load-page.ts';
import { storeName } from '../model/shop.ts';
import { useEnv } from '../components/env.ts';
import { ChatIcon, GearIcon, ShieldIcon, TruckIcon, WhatsappIcon } from '../components/icons.tsx';
import { ExternalLink, Heading, Link } from '../components/link.tsx';
import { ProductGrid } from '../components/product-card.tsx';

type HomeData = Extract<PageData, { view: 'home' }>;

const VALUES = [
  { icon: ChatIcon, title: 'Atendimento direto', text: 'Tire dúvidas e combine sua compra pelo WhatsApp, com quem entende do assunto.' },
  { icon: ShieldIcon, title: 'Qualidade garantida', text: 'Produtos escolhidos a dedo, conferidos antes de chegar até você.' },
  { icon: TruckIcon, title: 'Retirada ou entrega', text: 'Retire na loja ou combine a entrega do jeito que for melhor para você.' },
];

/** spec §2 home: hero, three value blocks, 4 popular categories, 6 featured products, closing call. */
export function HomePage({ data }: { data: HomeData }) {
  const { shop, links } = useEnv();
  const { site } = shop;
  const name = storeName(site);
  const wa = whatsappLink(site.whatsapp, `Olá! Vim pelo site da ${name}.`);
  const tagline = site.store_description || site.site_description || 'Os melhores produtos, com atendimento de perto.';

  return (
    <>
      <section class="vs-hero" aria-labelledby="vs-hero-title">
        <div class="vs-wrap">
          <p class="vs-hero-kicker">Bem-vindo à</p>
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
        {VALUES.map(({ icon: Icon, title, text }) => (
          <div class="vs-value" key={title}>
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
        ))}
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
                  <span class="vs-cat-emoji" aria-hidden="true">
                    {categoryEmoji(c.name)}
                  </span>
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
            Destaques
          </Heading>
          <Link to={{ view: 'products', q: '', categoryId: null }} class="vs-more">
            Ver todos
          </Link>
        </div>
        {data.featured.length ? <ProductGrid products={data.featured} label="Produtos em destaque" wide /> : <p class="vs-empty">Nenhum produto encontrado</p>}
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
        {links.mode !== 'widget' && (
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
