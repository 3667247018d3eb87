import type { ReactNode } from 'react';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import type { Readiness } from '../lib/contract.ts';

type Key = Readiness['items'][number]['key'];

/**
 * What stands between the shop and its shoppers: the items still to do, each with what
 * fixes it (links differ by role, so the caller gives them). Nothing when all is done.
 */
export function ReadinessChecklist({ readiness, title, fixes }: { readiness: Readiness | undefined; title: string; fixes: Partial<Record<Key, ReactNode>> }) {
  if (!readiness || readiness.ready) return null;
  const open = readiness.items.filter((i) => !i.ok);
  return (
    <section className="readiness banner banner--warning" aria-labelledby="readiness-title" data-testid="readiness">
      <h2 id="readiness-title" className="readiness__title">
        <CircleAlert size={18} aria-hidden="true" /> {title}
      </h2>
      <ul className="readiness__list">
        {open.map((item) => (
          <li key={item.key} className="readiness__item">
            <span className="readiness__text">{item.message}</span>
            {fixes[item.key] && <span className="readiness__fix">{fixes[item.key]}</span>}
          </li>
        ))}
      </ul>
      {readiness.items.some((i) => i.ok) && (
        <p className="readiness__done">
          <CheckCircle2 size={16} aria-hidden="true" />{' '}
          {readiness.items
            .filter((i) => i.ok)
            .map((i) => i.message)
            .join(' ')}
        </p>
      )}
    </section>
  );
}
