import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { Menu, Store } from 'lucide-react';
import { Sidebar } from './sidebar.tsx';
import { GeneratedPasswordPrompt } from '../auth/generated-password-prompt.tsx';

/**
 * Sidebar and content. On a phone the sidebar folds away behind a menu button and opens as
 * a drawer. After each navigation, focus moves to the new screen's title.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const navigation = useNavigation();
  const first = useRef(true);
  const menuButton = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation (the path is the trigger, not an input)
  useEffect(() => {
    setMenuOpen(false);
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('page-title')?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className={`shell ${menuOpen ? 'shell--menu-open' : ''}`}>
      <a href="#main" className="skip-link">
        Pular para o conteúdo
      </a>
      {navigation.state !== 'idle' && <div className="route-progress" role="progressbar" aria-label="Carregando página" />}
      <header className="topbar">
        <button
          ref={menuButton}
          type="button"
          className="icon-btn topbar__menu"
          aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
          title={menuOpen ? 'Fechar menu' : 'Abrir menu'}
          aria-expanded={menuOpen}
          aria-controls="sidebar"
          onClick={() => setMenuOpen((v) => !v)}
        >
          <Menu size={22} aria-hidden="true" />
        </button>
        <span className="topbar__brand">
          <span className="brand-mark brand-mark--sm" aria-hidden="true">
            <Store size={16} />
          </span>
          Vitrine
        </span>
      </header>
      <Sidebar open={menuOpen} onClose={() => setMenuOpen(false)} />
      {menuOpen && <div className="shell__backdrop" onClick={() => setMenuOpen(false)} aria-hidden="true" />}
      <main id="main" className="shell__main" tabIndex={-1}>
        <div className="shell__content">
          <GeneratedPasswordPrompt />
          {children}
        </div>
      </main>
    </div>
  );
}
