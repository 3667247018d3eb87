import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../lib/api.ts';
import { messages } from '../lib/contract.ts';
import { formatCount } from '../lib/format.ts';
import { Card, ErrorState, Spinner } from '../ui/page.tsx';
import { perShopInsightQuery, type InsightDays } from './queries.ts';
import { PeriodSwitch } from './period-switch.tsx';

/** The master panel's "Visitas por loja": every shop's totals over 7 or 30 days, busiest first. */
export function ShopTotalsCard() {
  const [days, setDays] = useState<InsightDays>(7);
  const totals = useQuery(perShopInsightQuery(days));

  return (
    <Card title="Visitas por loja" id="insight-per-shop" className="insight-card" actions={<PeriodSwitch value={days} onChange={setDays} />}>
      {totals.isPending ? (
        <Spinner label="Carregando visitas..." />
      ) : totals.isError ? (
        <ErrorState message={errorMessage(totals.error, messages.insight.load)} onRetry={() => void totals.refetch()} />
      ) : (
        <div className="table-scroll">
          <table className="table">
            <caption className="sr-only">Visitas e cliques por loja nos últimos {days} dias</caption>
            <thead>
              <tr>
                <th scope="col">Loja</th>
                <th scope="col" className="num">Visitas</th>
                <th scope="col" className="num">Produtos vistos</th>
                <th scope="col" className="num">WhatsApp</th>
                <th scope="col" className="num">Instagram</th>
              </tr>
            </thead>
            <tbody>
              {totals.data.map((s) => (
                <tr key={s.site_id}>
                  <th scope="row">
                    {s.store_name} <span className="muted">@{s.subdomain}</span>
                  </th>
                  <td className="num">{formatCount(s.page_views)}</td>
                  <td className="num">{formatCount(s.product_views)}</td>
                  <td className="num">{formatCount(s.whatsapp_clicks)}</td>
                  <td className="num">{formatCount(s.instagram_clicks)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
