import type { InsightDays } from './queries.ts';

/** "7 dias | 30 dias": a pair of toggle buttons, the chosen one pressed. */
export function PeriodSwitch({ value, onChange }: { value: InsightDays; onChange: (days: InsightDays) => void }) {
  return (
    <div className="period-switch" role="group" aria-label="Período">
      {([7, 30] as const).map((days) => (
        <button key={days} type="button" className="period-switch__btn" aria-pressed={value === days} onClick={() => onChange(days)}>
          {days} dias
        </button>
      ))}
    </div>
  );
}
