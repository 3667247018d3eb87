import { instagramLink, whatsappLink } from '../model/contact-links.ts';
import { excerpt } from '../model/format.ts';
import type { PageData } from '../model/load-page.ts';
import { productRoute } from '../model/routes.ts';
import { storeName } from '../model/shop.ts';
import { useEnv } from '../components/env.ts';
import { Logo } from '../components/header.tsx';
import { InstagramIcon, WhatsappIcon } from '../components/icons.tsx';
import { ExternalLink, Heading, Link } from '../components/link.tsx';
import { Price, ProductPicture } from '../components/product-card.tsx';

type LinksData = Extract<PageData, { view: 'links' }>;

/**
 * /links: the shop in one narrow column for an Instagram bio — logo,
 * name, WhatsApp and Instagram, its destaques and categories, each a thumb-sized button.
 */
export function LinksPage({ data }: { data: LinksData }) {
  const { shop } = useEnv();
  const { site } = shop;
  const name = storeName(site);
  const wa = whatsappLink(site.whatsapp, `Olá! Vim pelo Instagram da ${name}.`);
  const ig = instagramLink(site);
  const about = site.store_description || site.site_description;

  return (
    <div class="vs-links">
      <div class="vs-links-head">
        <Logo size={88} />
        <Heading level={1} tabIndex={-1}>
          {name}
        </Heading>
        {about && <p class="vs-lead">{excerpt(about, 160)}</p>}
      </div>

      <ul class="vs-links-list">
        {wa && (
          <li>
            <ExternalLink href={wa} class="vs-btn vs-btn-wa">
              <WhatsappIcon size={22} /> Conversar no WhatsApp
            </ExternalLink>
          </li>
        )}
        {ig && (
          <li>
            <ExternalLink href={ig} class="vs-btn vs-btn-outline">
              <InstagramIcon size={22} /> @{site.instagram}
            </ExternalLink>
          </li>
        )}
        <li>
          <Link to={{ view: 'products', q: '', categoryId: null }} class="vs-btn vs-btn-primary">
            Ver todos os produtos
          </Link>
        </li>
      </ul>

      {data.featured.length > 0 && (
        <section aria-labelledby="vs-l-featured">
          <Heading level={2} id="vs-l-featured">
            Destaques
          </Heading>
          <ul class="vs-links-products">
            {data.featured.map((p) => (
              <li key={p.id}>
                <Link to={productRoute(p)} class="vs-links-product">
                  <ProductPicture product={p} sizes="64px" />
                  <span>
                    <span class="vs-links-name">{p.name}</span>
                    <Price product={p} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {data.categories.length > 0 && (
        <section aria-labelledby="vs-l-cats">
          <Heading level={2} id="vs-l-cats">
            Categorias
          </Heading>
          <ul class="vs-links-list">
            {data.categories.map((c) => (
              <li key={c.id}>
                <Link to={{ view: 'products', q: '', categoryId: c.id }} class="vs-btn vs-btn-outline">
                  {c.emoji && <span aria-hidden="true">{c.emoji}</span>} {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
