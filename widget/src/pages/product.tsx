import { buyChannel, instagramLink } from '../model/contact-links.ts';
import type { PageData } from '../model/load-page.ts';
import { absoluteUrl, storeName } from '../model/shop.ts';
import { canonicalPath } from '../model/routes.ts';
import { messages } from '../model/text.ts';
import { useEnv } from '../components/env.ts';
import { Gallery } from '../components/gallery.tsx';
import { ArrowLeft, InstagramIcon, WhatsappIcon } from '../components/icons.tsx';
import { ExternalLink, Heading, Link } from '../components/link.tsx';
import { Price, ProductGrid } from '../components/product-card.tsx';

type ProductData = Extract<PageData, { view: 'product' }>;

/** spec §2 /product/{id}: gallery, price, unit, description, category, related, contact to buy. */
export function ProductPage({ data }: { data: ProductData }) {
  const env = useEnv();
  const { shop } = env;
  const p = data.product;
  if (!p) return <ProductMissing />;

  const url = absoluteUrl(shop.origin, canonicalPath({ view: 'product', id: p.id }));
  const buy = buyChannel(shop.site, p, url, env.href({ view: 'contact' }));
  const ig = instagramLink(shop.site);
  const categoryRoute = { view: 'products', q: '', categoryId: p.category_id } as const;
  const promo = p.is_promotion && p.old_price !== null && p.old_price > p.price;

  return (
    <div class="vs-wrap vs-page">
      <nav class="vs-crumbs" aria-label="Você está em">
        <ol>
          <li>
            <Link to={{ view: 'home' }}>Início</Link>
          </li>
          <li>
            <Link to={categoryRoute}>{p.category_name || 'Produtos'}</Link>
          </li>
          <li aria-current="page">{p.name}</li>
        </ol>
      </nav>

      <div class="vs-product">
        <Gallery product={p} />
        <div class="vs-product-info">
          {p.category_name && (
            <Link to={categoryRoute} class="vs-chip">
              {p.category_name}
            </Link>
          )}
          <Heading level={1} class="vs-product-name" tabIndex={-1}>
            {p.name}
          </Heading>
          {promo && <span class="vs-badge vs-badge-inline">Promoção</span>}
          <p class="vs-product-price">
            <Price product={p} large />
          </p>
          {p.short_description && <p class="vs-product-short">{p.short_description}</p>}
          <div class="vs-buy">
            {buy.external ? (
              <ExternalLink href={buy.href} class={buy.kind === 'whatsapp' ? 'vs-btn vs-btn-wa vs-btn-block' : 'vs-btn vs-btn-primary vs-btn-block'}>
                {buy.kind === 'whatsapp' ? <WhatsappIcon size={20} /> : <InstagramIcon size={20} />} {buy.label}
              </ExternalLink>
            ) : (
              <Link to={{ view: 'contact' }} class="vs-btn vs-btn-primary vs-btn-block">
                {buy.label}
              </Link>
            )}
            {buy.kind === 'whatsapp' && ig && (
              <ExternalLink href={ig} class="vs-btn vs-btn-outline vs-btn-block">
                <InstagramIcon size={20} /> Falar pelo Instagram
              </ExternalLink>
            )}
            <p class="vs-buy-note">Sem carrinho: você combina pagamento e entrega direto com a {storeName(shop.site)}.</p>
          </div>
          {p.description && (
            <section class="vs-desc" aria-labelledby="vs-desc-title">
              <Heading level={2} id="vs-desc-title">
                Descrição
              </Heading>
              {p.description.split(/\n{2,}/).map((para, i) => (
                <p key={i}>{para}</p>
              ))}
            </section>
          )}
          <dl class="vs-facts">
            <div>
              <dt>Categoria</dt>
              <dd>
                <Link to={categoryRoute}>{p.category_name || '—'}</Link>
              </dd>
            </div>
            <div>
              <dt>Vendido por</dt>
              <dd>{p.unit}</dd>
            </div>
          </dl>
        </div>
      </div>

      {data.related.length > 0 && (
        <section class="vs-section" aria-labelledby="vs-related">
          <Heading level={2} id="vs-related">
            Produtos relacionados
          </Heading>
          <ProductGrid products={data.related} label="Produtos relacionados" eagerCount={0} />
        </section>
      )}
    </div>
  );
}

function ProductMissing() {
  return (
    <div class="vs-wrap vs-page vs-missing">
      <Heading level={1} tabIndex={-1}>
        {messages.products.notFound}
      </Heading>
      <p>{messages.storefront.productNotFoundHint}</p>
      <Link to={{ view: 'products', q: '', categoryId: null }} class="vs-btn vs-btn-primary">
        <ArrowLeft size={18} /> Voltar para os produtos
      </Link>
    </div>
  );
}
