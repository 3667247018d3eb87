import { useEffect, useRef, useState } from 'preact/hooks';
import { buyChannel, instagramLink } from '../model/contact-links.ts';
import { choiceMessage } from '../model/choice-message.ts';
import { chosenVariant, describeChoice, emptyChoice, showsOldPrice, toChoose } from '../model/variants.ts';
import { DescriptionText } from '../components/description-text.tsx';
import type { PageData } from '../model/load-page.ts';
import { absoluteUrl, storeName } from '../model/shop.ts';
import { canonicalPath, productRoute } from '../model/routes.ts';
import { fill, messages } from '../model/text.ts';
import { useEnv } from '../components/env.ts';
import { Gallery } from '../components/gallery.tsx';
import { ArrowLeft, InstagramIcon } from '../components/icons.tsx';
import { BuyButton } from '../components/buy-button.tsx';
import { OptionPicker } from '../components/option-picker.tsx';
import { ShareButton } from '../components/share-button.tsx';
import { StickyBuyBar } from '../components/sticky-buy-bar.tsx';
import { ExternalLink, Heading, Link } from '../components/link.tsx';
import { Price, ProductGrid } from '../components/product-card.tsx';
import { SoldOutBadge } from '../components/sold-out.tsx';

type ProductData = Extract<PageData, { view: 'product' }>;

/** docs/product.md §2 /product/{id}: gallery, price, unit, description, category, related, contact to buy. */
export function ProductPage({ data }: { data: ProductData }) {
  const env = useEnv();
  const { shop } = env;
  const p = data.product;
  const [choice, setChoice] = useState(() => (p ? emptyChoice(p) : []));
  // the shopper pressed buy before choosing: the page says what is missing
  const [asked, setAsked] = useState(false);
  const buyBox = useRef<HTMLDivElement>(null);
  const picker = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new product starts a new choice; the same product re-rendered keeps it
  useEffect(() => {
    setChoice(p ? emptyChoice(p) : []);
    setAsked(false);
  }, [p?.id]);
  if (!p) return <ProductMissing />;

  const url = absoluteUrl(shop.origin, canonicalPath(productRoute(p)));
  // with options, the message names the shopper's choice and its price
  const variant = chosenVariant(p, choice);
  const soldOut = p.availability === 'esgotado' || variant?.availability === 'esgotado';
  const buy = buyChannel(
    shop.site,
    { ...p, availability: soldOut ? 'esgotado' : p.availability },
    url,
    env.href({ view: 'contact' }),
    variant ? choiceMessage(p, variant, url, soldOut) : undefined,
  );
  const missing = p.options.length > 0 && choice.every(Boolean) && !variant;
  // with options, buying waits for a combination that exists: the button asks for it
  const choose =
    p.options.length > 0 && !variant
      ? () => {
          setAsked(true);
          const first = Math.max(0, choice.indexOf(''));
          picker.current?.querySelectorAll('fieldset')[first]?.querySelector('input')?.focus();
        }
      : undefined;
  const ig = instagramLink(shop.site);
  const categoryRoute = { view: 'products', q: '', categoryId: p.category_id } as const;
  const promo = showsOldPrice(p.price, p.old_price, p.is_promotion);

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
          {p.availability === 'esgotado' ? <SoldOutBadge inline /> : promo && <span class="vs-badge vs-badge-inline">Promoção</span>}
          <p class="vs-product-price">
            <Price product={p} large range variant={variant} />
          </p>
          {p.short_description && <p class="vs-product-short">{p.short_description}</p>}
          {p.options.length > 0 && (
            <div ref={picker}>
              <OptionPicker product={p} choice={choice} onChoose={setChoice} />
            </div>
          )}
          {(missing || (asked && choose)) && (
            <p class="vs-option-note" role="status">
              {missing ? messages.variants.missing : fill(messages.variants.chooseFirst, { options: toChoose(p.options, choice) })}
            </p>
          )}
          <div class="vs-buy" ref={buyBox}>
            {soldOut && (
              <p class="vs-soldout-note">
                {p.availability !== 'esgotado' && variant
                  ? fill(messages.variants.soldOutNote, { choice: describeChoice(p.options, variant.options) })
                  : messages.catalogue.soldOutNote}
              </p>
            )}
            <BuyButton buy={buy} choose={choose} />
            {buy.kind === 'whatsapp' && ig && (
              <ExternalLink href={ig} class="vs-btn vs-btn-outline vs-btn-block">
                <InstagramIcon size={20} /> Falar pelo Instagram
              </ExternalLink>
            )}
            <ShareButton url={url} title={p.name} />
            <p class="vs-buy-note">Sem carrinho: você combina pagamento e entrega direto com a loja {storeName(shop.site)}.</p>
          </div>
          {p.description && (
            <section class="vs-desc" aria-labelledby="vs-desc-title">
              <Heading level={2} id="vs-desc-title">
                Descrição
              </Heading>
              <DescriptionText text={p.description} />
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

      {/* last in the page: sticky, it rests here at the page's end (see sticky-buy-bar.tsx) */}
      <StickyBuyBar watch={buyBox} button={choose ? 'choose' : buy.kind}>
        <span class="vs-stickybar-text">
          <span>{p.name}</span>
          <Price product={p} variant={variant} />
        </span>
        <BuyButton buy={buy} compact choose={choose} />
      </StickyBuyBar>
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
