import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ShopInsightTotals } from '@vitrine/contract';
import { errorMessage } from '../lib/api.ts';
import { messages } from '../lib/contract.ts';
import { formatCount } from '../lib/format.ts';
import { Card, ErrorState, Spinner } from '../ui/page.tsx';
import { perShopInsightQuery, type InsightDays } from './queries.ts';
import { PeriodSwitch } from './period-switch.tsx';

/** The figures of each shop, named for what they are (docs/insight.md). */
const COLUMNS = [
  { key: 'visitors', label: 'Visitantes' },
  { key: 'page_views', label: 'Páginas vistas' },
  { key: 'product_views', label: 'Produtos vistos' },
  { key: 'whatsapp_clicks', label: 'Cliques no WhatsApp' },
  { key: 'instagram_clicks', label: 'Cliques no Instagram' },
] as const satisfies readonly { key: keyof ShopInsightTotals[number]; label: string }[];

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
          {/* on a phone each shop is a small card whose figures carry their labels (data-label) */}
          <table className="table table--shop-visits">
            <caption className="sr-only">Visitantes, páginas vistas e cliques por loja nos últimos {days} dias</caption>
            <thead>
              <tr>
                <th scope="col">Loja</th>
                {COLUMNS.map((c) => (
                  <th key={c.key} scope="col" className="num">
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {totals.data.map((s) => (
                <tr key={s.site_id}>
                  <th scope="row">
                    {s.store_name} <span className="muted">@{s.subdomain}</span>
                  </th>
                  {COLUMNS.map((c) => (
                    <td key={c.key} className="num" data-label={c.label}>
                      {formatCount(s[c.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
