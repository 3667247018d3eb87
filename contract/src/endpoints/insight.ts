import { insightPeriodQuery, insightSummary, shopInsightTotals } from '../insight.ts';
import type { EndpointSpec } from './endpoint.ts';

/** The insight endpoints (docs/api.md). */
export const insight = {
  beacon: {
    method: 'post',
    // a cross-site write by design (api/src/http/origin-check.ts)
    path: '/insight/events',
    access: 'public',
    summary:
      'Conta um evento de visita da loja (navigator.sendBeacon, text/plain com JSON): page_view, product_view, whatsapp_click, instagram_click ou search_empty. Sem cookie, sem IP guardado; robôs e usuários logados não contam. Responde 204',
    tag: 'insight',
    bodyType: 'none',
    status: 204,
  },
  shop: {
    method: 'get',
    path: '/insight',
    access: 'store_admin',
    summary:
      'Visitas da loja nos últimos 7 ou 30 dias (?days=7|30): série diária, totais, produtos mais vistos, buscas sem resultado e de onde vêm os visitantes',
    tag: 'insight',
    query: insightPeriodQuery,
    responseBody: insightSummary,
  },
  allShops: {
    method: 'get',
    path: '/master/insight',
    access: 'master',
    summary: 'Totais de visitas e cliques por loja nos últimos 7 ou 30 dias (?days=7|30)',
    tag: 'master',
    query: insightPeriodQuery,
    responseBody: shopInsightTotals,
  },
} as const satisfies Record<string, EndpointSpec>;
