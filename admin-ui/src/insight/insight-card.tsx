import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../lib/api.ts';
import { messages } from '../lib/contract.ts';
import { formatCount } from '../lib/format.ts';
import { paths } from '../app/paths.ts';
import { Card, ErrorState, Spinner } from '../ui/page.tsx';
import { shopInsightQuery, type InsightDays } from './queries.ts';
import { PeriodSwitch } from './period-switch.tsx';
import { VisitsChart } from './visits-chart.tsx';

/**
 * The store dashboard's "Visitas da loja": counted without cookies (docs/insight.md), so the
 * owner learns what shoppers look at, click and miss, and nobody is followed.
 */
export function InsightCard() {
  const [days, setDays] = useState<InsightDays>(7);
  const insight = useQuery(shopInsightQuery(days));
  const data = insight.data;

  return (
    <Card title="Visitas da loja" id="insight" className="insight-card" actions={<PeriodSwitch value={days} onChange={setDays} />}>
      {insight.isPending ? (
        <Spinner label="Carregando visitas..." />
      ) : insight.isError ? (
        <ErrorState message={errorMessage(insight.error, messages.insight.load)} onRetry={() => void insight.refetch()} />
      ) : (
        data && (
          <div className="insight">
            <dl className="insight__totals">
              <Figure label="Visitantes" value={data.totals.visitors} />
              <Figure label="Páginas vistas" value={data.totals.page_views} />
              <Figure label="Produtos vistos" value={data.totals.product_views} />
              <Figure label="Cliques no WhatsApp" value={data.totals.whatsapp_clicks} />
              <Figure label="Cliques no Instagram" value={data.totals.instagram_clicks} />
            </dl>
            <VisitsChart series={data.series} />
            <div className="insight__lists">
              <InsightList
                id="insight-top"
                title="Produtos mais vistos"
                ordered
                empty={`Nenhum produto visto nestes ${days} dias.`}
                rows={data.top_products.map((p) => ({
                  key: String(p.product_id),
                  label: <Link to={paths.editProduct(p.product_id)}>{p.name}</Link>,
                  count: `${formatCount(p.views)} ${p.views === 1 ? 'vez vista' : 'vezes vista'} · ${formatCount(p.whatsapp_clicks)} no WhatsApp`,
                }))}
              />
              <InsightList
                id="insight-missing"
                title="Buscas sem resultado"
                empty="Toda busca encontrou algum produto."
                rows={data.empty_searches.map((s) => ({
                  key: s.term,
                  label: <span className="insight__term">“{s.term}”</span>,
                  count: `${formatCount(s.count)}×`,
                }))}
              />
              <InsightList
                id="insight-from"
                title="De onde vêm"
                empty="Visitas diretas ou por link sem origem."
                rows={data.referrers.map((r) => ({ key: r.source, label: <span className="insight__term">{r.source}</span>, count: formatCount(r.count) }))}
              />
            </div>
            <p className="insight__note">
              Contamos sem cookies e sem guardar dados de quem visita: cada pessoa conta uma vez por dia como visitante, e cada página que ela abre como página
              vista. Robôs e você, logado, não entram na conta.
            </p>
          </div>
        )
      )}
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="insight__figure">
      <dt>{label}</dt>
      <dd>{formatCount(value)}</dd>
    </div>
  );
}

/** One of the card's short lists (top products, empty searches, referrers), or what to say when it is empty. */
function InsightList({
  id,
  title,
  empty,
  rows,
  ordered = false,
}: {
  id: string;
  title: string;
  empty: string;
  rows: { key: string; label: ReactNode; count: string }[];
  ordered?: boolean;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="insight__heading">
        {title}
      </h3>
      {rows.length ? (
        <List className="insight__list">
          {rows.map((row) => (
            <li key={row.key}>
              {row.label}
              <span className="insight__count">{row.count}</span>
            </li>
          ))}
        </List>
      ) : (
        <p className="insight__empty">{empty}</p>
      )}
    </section>
  );
}
