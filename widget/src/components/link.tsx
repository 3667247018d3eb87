import type { ComponentChildren, HeadingHTMLAttributes } from 'preact';
import type { Route } from '../model/routes.ts';
import { useEnv } from './env.ts';

/** The attributes our links use (Preact's anchor type is a union that does not spread well). */
interface AnchorProps {
  class?: string;
  id?: string;
  title?: string;
  rel?: string;
  'aria-label'?: string;
  'aria-current'?: 'page' | 'true';
  'aria-disabled'?: 'true';
}

type LinkProps = AnchorProps & {
  to: Route;
  children: ComponentChildren;
  /** Called before navigating (closes the mobile menu). */
  onNavigate?: () => void;
};

/**
 * A link to a page of the shop: a real href (crawlers, new tabs, no-JS), and once the page
 * is hydrated a plain click navigates inside the app without reloading.
 */
export function Link({ to, children, onNavigate, ...rest }: LinkProps) {
  const env = useEnv();
  const onClick = (e: MouseEvent) => {
    onNavigate?.();
    if (!env.go || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    env.go(to);
  };
  return (
    <a {...rest} href={env.href(to)} onClick={onClick}>
      {children}
    </a>
  );
}

/** A link leaving the shop (WhatsApp, Instagram, maps): new tab, no referrer leaks. */
export function ExternalLink({ href, children, ...rest }: AnchorProps & { href: string; children: ComponentChildren }) {
  return (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

type HeadingProps = HeadingHTMLAttributes<HTMLHeadingElement> & { level: 1 | 2 | 3; children: ComponentChildren };

/** A heading whose level follows where the storefront sits (the widget starts one lower). */
export function Heading({ level, children, ...rest }: HeadingProps) {
  const { headingOffset } = useEnv();
  const Tag = `h${Math.min(level + headingOffset, 6)}` as 'h1';
  return <Tag {...rest}>{children}</Tag>;
}
