import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { MoreHorizontal } from 'lucide-react';

export interface RowMenuItem {
  label: string;
  icon: ReactNode;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
}

const MENU_WIDTH = 200;

/**
 * "Mais ações": a row's secondary actions behind one button, so a table row stays narrow
 * (docs/conventions.md "Admin screens"). The WAI-ARIA menu button pattern: Enter, Space or
 * the arrows open it on an item, the arrows, Home and End move, Escape or Tab closes it and
 * focus goes back to the button; a click outside closes it. The menu is placed `fixed` beside
 * the button, so a scrolling table never clips it, and follows the button when the page scrolls.
 */
export function RowMenu({ label, items }: { label: string; items: RowMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const startAt = useRef<'first' | 'last'>('first');
  const id = useId();

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  function openAt(which: 'first' | 'last') {
    startAt.current = which;
    setOpen(true);
  }

  /** Below the button, right edges aligned; above it when there is no room below. */
  const reposition = useCallback(() => {
    if (!button.current) return;
    const r = button.current.getBoundingClientRect();
    const height = menu.current?.offsetHeight ?? 0;
    const below = r.bottom + 4;
    const top = below + height > window.innerHeight - 8 ? Math.max(8, r.top - 4 - height) : below;
    const left = Math.min(Math.max(8, r.right - MENU_WIDTH), window.innerWidth - MENU_WIDTH - 8);
    setPlace({ top, left });
  }, []);

  // placed before paint, so it never shows at a wrong place
  useLayoutEffect(() => {
    if (!open) return;
    reposition();
    return () => setPlace(null);
  }, [open, reposition]);

  // focus once placed: a hidden menu (not yet placed) cannot take it
  const placed = place !== null;
  useEffect(() => {
    if (!placed) return;
    const enabled = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? [])];
    (startAt.current === 'last' ? enabled.at(-1) : enabled[0])?.focus();
  }, [placed]);

  // a scroll or resize moves it with its button (closing it would undo a tap made while a
  // phone's page still glides); a press anywhere else closes it
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!menu.current?.contains(t) && !button.current?.contains(t)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    window.addEventListener('resize', reposition);
    window.addEventListener('scroll', reposition, true);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('resize', reposition);
      window.removeEventListener('scroll', reposition, true);
    };
  }, [open, close, reposition]);

  function onButtonKey(e: KeyboardEvent) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(e.key === 'ArrowUp' ? 'last' : 'first');
    }
  }

  function onMenuKey(e: KeyboardEvent) {
    const list = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? [])];
    const at = list.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => list[(i + list.length) % list.length]?.focus();
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(list.length - 1);
    else if (e.key === 'Escape') close(true);
    else if (e.key === 'Tab') {
      close(false);
      return; // focus moves on as the browser would
    } else return;
    e.preventDefault();
  }

  function choose(item: RowMenuItem) {
    if (item.disabled) return;
    close(true);
    item.onSelect();
  }

  return (
    <div className="row-menu">
      <button
        ref={button}
        type="button"
        className="btn btn--sm btn--ghost"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={label}
        title="Mais ações"
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKey}
      >
        <MoreHorizontal size={16} aria-hidden="true" />
        <span className="row-actions__label">Mais</span>
      </button>
      {open && (
        <div
          ref={menu}
          id={id}
          role="menu"
          aria-label={label}
          className="row-menu__list"
          style={place ? { top: place.top, left: place.left, width: MENU_WIDTH } : { visibility: 'hidden', width: MENU_WIDTH }}
          onKeyDown={onMenuKey}
        >
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={`row-menu__item ${item.danger ? 'row-menu__item--danger' : ''}`}
              aria-disabled={item.disabled || undefined}
              onClick={() => choose(item)}
            >
              {item.icon}
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
