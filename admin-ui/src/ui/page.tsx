import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft } from 'lucide-react';

/** The browser tab says where you are: "Produtos · Vitrine". */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Vitrine` : 'Vitrine';
  }, [title]);
}

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  back?: { to: string; label: string };
}

/**
 * The screen's h1. After a navigation the layout moves focus here (tabIndex -1), so screen
 * readers announce the new screen and keyboard users start from its top.
 */
export function PageHeader({ title, description, actions, back }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <header className="page-header">
      <div className="page-header__text">
        {back && (
          <Link to={back.to} className="page-header__back">
            <ChevronLeft size={16} aria-hidden="true" />
            {back.label}
          </Link>
        )}
        <h1 id="page-title" tabIndex={-1} className="page-header__title">
          {title}
        </h1>
        {description && <p className="page-header__description">{description}</p>}
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}

export function Card({
  children,
  className = '',
  title,
  actions,
  id,
}: {
  children: ReactNode;
  className?: string;
  title?: string;
  actions?: ReactNode;
  id?: string;
}) {
  return (
    <section className={`card ${className}`} aria-labelledby={title && id ? `${id}-title` : undefined}>
      {(title || actions) && (
        <div className="card__header">
          {title && (
            <h2 className="card__title" id={id ? `${id}-title` : undefined}>
              {title}
            </h2>
          )}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

export function Spinner({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div className="spinner-wrap" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function EmptyState({ icon, title, children }: { icon?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      {icon && (
        <div className="empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <p className="empty-state__title">{title}</p>
      {children && <div className="empty-state__body">{children}</div>}
    </div>
  );
}

export function Banner({ kind = 'warning', children, action }: { kind?: 'warning' | 'error' | 'info'; children: ReactNode; action?: ReactNode }) {
  return (
    <div className={`banner banner--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <div className="banner__text">{children}</div>
      {action && <div className="banner__action">{action}</div>}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Banner
      kind="error"
      action={
        onRetry && (
          <button type="button" className="btn btn--sm btn--ghost" onClick={onRetry}>
            Tentar novamente
          </button>
        )
      }
    >
      {message}
    </Banner>
  );
}
