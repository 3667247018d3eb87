import { useEffect, useRef, useState } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';

export interface OrderItem {
  id: number;
  label: string;
  detail?: string;
}

/**
 * A list the owner puts in order with Subir / Descer buttons: keyboard and screen-reader
 * friendly (plain buttons, the move announced, focus stays on the moved item's button).
 */
export function OrderList({ items, onChange, label }: { items: OrderItem[]; onChange: (items: OrderItem[]) => void; label: string }) {
  const [announce, setAnnounce] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the list re-renders with the moved item, to keep focus on it
  useEffect(() => {
    if (!focusNext.current) return;
    buttons.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  }, [items]);

  function move(index: number, by: -1 | 1) {
    const to = index + by;
    if (to < 0 || to >= items.length) return;
    const next = [...items];
    const [moved] = next.splice(index, 1);
    next.splice(to, 0, moved!);
    // at the top or bottom the pressed button is disabled: focus the other one
    const edge = to === 0 || to === items.length - 1;
    focusNext.current = `${moved!.id}:${edge ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down'}`;
    setAnnounce(`${moved!.label}: posição ${to + 1} de ${items.length}`);
    onChange(next);
  }

  const ref = (key: string) => (el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(key, el);
    else buttons.current.delete(key);
  };

  return (
    <>
      <ol className="order-list" aria-label={label}>
        {items.map((item, i) => (
          <li key={item.id} className="order-list__item">
            <span className="order-list__pos" aria-hidden="true">
              {i + 1}
            </span>
            <span className="order-list__text">
              <span className="order-list__label">{item.label}</span>
              {item.detail && <span className="order-list__detail">{item.detail}</span>}
            </span>
            <span className="order-list__buttons">
              <button
                type="button"
                ref={ref(`${item.id}:up`)}
                className="btn btn--sm btn--ghost"
                onClick={() => move(i, -1)}
                disabled={i === 0}
                aria-label={`Subir ${item.label}`}
                title="Subir"
              >
                <ArrowUp size={16} aria-hidden="true" />
              </button>
              <button
                type="button"
                ref={ref(`${item.id}:down`)}
                className="btn btn--sm btn--ghost"
                onClick={() => move(i, 1)}
                disabled={i === items.length - 1}
                aria-label={`Descer ${item.label}`}
                title="Descer"
              >
                <ArrowDown size={16} aria-hidden="true" />
              </button>
            </span>
          </li>
        ))}
      </ol>
      <p className="sr-only" role="status" aria-live="polite">
        {announce}
      </p>
    </>
  );
}
