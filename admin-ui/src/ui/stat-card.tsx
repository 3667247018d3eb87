import type { ReactNode } from 'react';

/** One figure of a stat grid (the dashboard's, the master panel's): a skeleton until it is known. */
export function StatCard({ icon, label, value, tone }: { icon: ReactNode; label: string; value: string | undefined; tone: string }) {
  return (
    <li className="stat-card">
      <span className={`stat-card__icon stat-card__icon--${tone}`} aria-hidden="true">
        {icon}
      </span>
      <div>
        <p className="stat-card__label">{label}</p>
        <p className="stat-card__value">
          {value ?? (
            <>
              <span className="skeleton skeleton--value" aria-hidden="true" />
              <span className="sr-only">Carregando</span>
            </>
          )}
        </p>
      </div>
    </li>
  );
}
