import { useEffect, useState } from 'preact/hooks';
import { instagramLink, whatsappLink } from '../model/contact-links.ts';
import { imageSrc } from '../model/images.ts';
import type { Route, View } from '../model/routes.ts';
import { storeName } from '../model/shop.ts';
import { useEnv } from './env.ts';
import { BagIcon, CloseIcon, GearIcon, InstagramIcon, MenuIcon, WhatsappIcon } from './icons.tsx';
import { ExternalLink, Link } from './link.tsx';

const NAV: Array<{ label: string; to: Route; views: View[] }> = [
  { label: 'Início', to: { view: 'home' }, views: ['home'] },
  { label: 'Produtos', to: { view: 'products', q: '', categoryId: null }, views: ['products', 'product'] },
  { label: 'Categorias', to: { view: 'categories' }, views: ['categories'] },
  { label: 'Contato', to: { view: 'contact' }, views: ['contact'] },
];

/** The shop's logo, or a bag icon in its colour when it has none. */
export function Logo({ size = 40 }: { size?: number }) {
  const { shop, links } = useEnv();
  const { site } = shop;
  if (site.store_logo) {
    return <img class="vs-logo" src={imageSrc(links.images, site.store_logo, 160)} width={size} height={size} alt="" />;
  }
  return (
    <span class="vs-logo vs-logo-icon" style={{ width: `${size}px`, height: `${size}px` }} aria-hidden="true">
      <BagIcon size={Math.round(size * 0.55)} />
    </span>
  );
}

/**
 * docs/product.md §2 shared header: logo or icon, store name, Início, Produtos, Categorias, Contato,
 * admin gear link, WhatsApp and Instagram icons, and the mobile menu.
 */
export function Header({ route }: { route: Route }) {
  const { shop, links } = useEnv();
  const [open, setOpen] = useState(false);
  const { site } = shop;
  const name = storeName(site);
  const wa = whatsappLink(site.whatsapp);
  const ig = instagramLink(site);
  const embedded = links.mode === 'widget';
  const Tag = embedded ? 'div' : 'header';
  const close = () => setOpen(false);

  // Escape closes the open menu, as with any disclosure
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Tag class="vs-header">
      <div class="vs-bar vs-wrap">
        <Link to={{ view: 'home' }} class="vs-brand" onNavigate={close}>
          <Logo />
          <span class="vs-brand-name">{name}</span>
        </Link>
        <nav id="vs-menu" class={open ? 'vs-nav vs-open' : 'vs-nav'} aria-label={embedded ? `Menu da loja ${name}` : 'Menu principal'}>
          <ul>
            {NAV.map((item) => (
              <li key={item.label}>
                <Link to={item.to} onNavigate={close} aria-current={item.views.includes(route.view) ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
            {/* on phones the header hides these icons: the menu offers them instead */}
            {ig && (
              <li class="vs-nav-extra">
                <ExternalLink href={ig}>Instagram</ExternalLink>
              </li>
            )}
            {/* the shop's admin: hosted pages only (bundle-flags.d.ts) */}
            {!(typeof VS_EMBED === 'boolean' ? VS_EMBED : embedded) && (
              <li class="vs-nav-extra">
                <a href={`${shop.platformUrl}/admin/login`} rel="nofollow">
                  Área do lojista
                </a>
              </li>
            )}
          </ul>
        </nav>
        <div class="vs-actions">
          {wa && (
            <ExternalLink href={wa} class="vs-icon-btn vs-wa" aria-label={`WhatsApp da loja ${name}`} title="WhatsApp">
              <WhatsappIcon />
            </ExternalLink>
          )}
          {ig && (
            <ExternalLink href={ig} class="vs-icon-btn vs-ig" aria-label={`Instagram da loja ${name}`} title="Instagram">
              <InstagramIcon />
            </ExternalLink>
          )}
          {!(typeof VS_EMBED === 'boolean' ? VS_EMBED : embedded) && (
            <a
              href={`${shop.platformUrl}/admin/login`}
              class="vs-icon-btn vs-gear"
              aria-label="Área do lojista (entrar no painel)"
              title="Área do lojista"
              rel="nofollow"
            >
              <GearIcon />
            </a>
          )}
          <button
            type="button"
            class="vs-icon-btn vs-menu-btn"
            aria-expanded={open}
            aria-controls="vs-menu"
            aria-label={open ? 'Fechar menu' : 'Abrir menu'}
            onClick={() => setOpen(!open)}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
    </Tag>
  );
}
