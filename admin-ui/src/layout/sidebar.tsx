import { firstScreen } from '@vitrine/contract/endpoints/first-screen';
import { NavLink, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, LogOut, Store, X } from 'lucide-react';
import { roleOf, useAuth, useUser } from '../auth/auth-context.tsx';
import { call } from '../lib/api.ts';
import { messages } from '../lib/contract.ts';
import { useToast } from '../ui/toast.tsx';
import { NAV } from './nav-items.ts';
import { paths } from '../app/paths.ts';
import { usePreviewHref } from '../lib/preview.ts';

export const siteInfoQuery = { queryKey: ['site-info'], queryFn: () => call(firstScreen.siteInfo), staleTime: 60_000 } as const;

export function Sidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useUser();
  const role = roleOf(user);
  const { logout } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const site = useQuery({ ...siteInfoQuery, enabled: role === 'store' });
  const name = user.full_name?.trim() || user.username;

  async function onLogout() {
    try {
      await logout();
      toast.success(messages.auth.logoutDone);
    } catch {
      toast.error(messages.auth.logoutFailed);
    }
    void navigate(paths.login, { replace: true });
  }

  return (
    <aside id="sidebar" className={`sidebar ${open ? 'sidebar--open' : ''}`} aria-label="Menu lateral">
      <div className="sidebar__brand">
        <span className="brand-mark" aria-hidden="true">
          <Store size={20} />
        </span>
        <div className="sidebar__brand-text">
          <span className="sidebar__brand-name">Vitrine</span>
          <span className="sidebar__brand-sub">{role === 'master' ? 'Administração da plataforma' : (site.data?.store_name ?? 'Painel da loja')}</span>
        </div>
        <button type="button" className="icon-btn sidebar__close" onClick={onClose} aria-label="Fechar menu" title="Fechar menu">
          <X size={20} aria-hidden="true" />
        </button>
      </div>
      <nav className="sidebar__nav" aria-label="Menu principal">
        <ul>
          {NAV[role].map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={({ isActive }) => `nav-link ${isActive ? 'nav-link--active' : ''}`}>
                <item.icon size={18} aria-hidden="true" />
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="sidebar__footer">
        {role === 'store' && site.data?.site_url && <ShopLink fallback={site.data.site_url} />}

        <div className="user-card">
          <span className="avatar" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
          <div className="user-card__text">
            <span className="user-card__name">{name}</span>
            <span className="user-card__role">{role === 'master' ? 'Master' : 'Administrador da loja'}</span>
          </div>
          <button type="button" className="icon-btn" onClick={onLogout} aria-label="Sair" title="Sair">
            <LogOut size={18} aria-hidden="true" />
          </button>
        </div>
      </div>
    </aside>
  );
}

/** "Ver minha loja": a draft opens on its own address through a signed preview link. */
function ShopLink({ fallback }: { fallback: string }) {
  const href = usePreviewHref(fallback);
  return (
    <a className="nav-link" href={href} target="_blank" rel="noopener noreferrer">
      <ExternalLink size={18} aria-hidden="true" />
      Ver minha loja
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}
