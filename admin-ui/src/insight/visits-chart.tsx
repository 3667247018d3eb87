import type { InsightSummary } from '@vitrine/contract';
import { formatCount } from '../lib/format.ts';

const HEIGHT = 96;

const dayLabel = (day: string) => {
  const [, m, d] = day.split('-');
  return `${d}/${m}`;
};

/**
 * Visitors per day as bars (SVG, no chart library), with the day's figures as a table for
 * screen readers. The tallest day fills the height; a day without visitors keeps a sliver.
 */
export function VisitsChart({ series }: { series: InsightSummary['series'] }) {
  const max = Math.max(1, ...series.map((d) => d.visitors));
  const width = series.length * 10;
  return (
    <figure className="visits-chart" aria-label="Visitantes por dia">
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" className="visits-chart__svg">
        {series.map((d, i) => {
          const h = Math.max(1, (d.visitors / max) * (HEIGHT - 4));
          return (
            <rect key={d.day} x={i * 10 + 1.5} y={HEIGHT - h} width={7} height={h} rx={1.5} className="visits-chart__bar">
              <title>{`${dayLabel(d.day)}: ${formatCount(d.visitors)} ${d.visitors === 1 ? 'visitante' : 'visitantes'}, ${formatCount(d.page_views)} páginas vistas`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="visits-chart__axis" aria-hidden="true">
        <span>{dayLabel(series[0]?.day ?? '')}</span>
        <span>{dayLabel(series.at(-1)?.day ?? '')}</span>
      </figcaption>
      {/* a div hides the table: a table grows to its content whatever width it is given, and would widen a phone's page */}
      <div className="sr-only">
        <table>
          <caption>Visitantes por dia</caption>
          <thead>
            <tr>
              <th scope="col">Dia</th>
              <th scope="col">Visitantes</th>
              <th scope="col">Páginas vistas</th>
              <th scope="col">Cliques no WhatsApp</th>
            </tr>
          </thead>
          <tbody>
            {series.map((d) => (
              <tr key={d.day}>
                <td>{dayLabel(d.day)}</td>
                <td>{d.visitors}</td>
                <td>{d.page_views}</td>
                <td>{d.whatsapp_clicks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
