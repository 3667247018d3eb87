import { z } from 'zod';

/**
 * Shopper insight: what the storefront reports with navigator.sendBeacon, and what
 * the dashboard reads back. Events are counted, never kept one by one.
 */
export const INSIGHT_KINDS = ['page_view', 'product_view', 'whatsapp_click', 'instagram_click', 'search_empty'] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

/** The pages a page view names (the storefront's views). */
export const INSIGHT_PAGES = ['home', 'products', 'categories', 'contact', 'product', 'links', 'notfound'] as const;

export const INSIGHT_PERIODS = [7, 30] as const;
export const MAX_SEARCH_TERM = 60;
/** Distinct search terms, and distinct referrers, counted per shop per day; the rest are counted under INSIGHT_OTHERS. */
export const INSIGHT_SUBJECTS_PER_DAY = 100;
export const INSIGHT_OTHERS = 'outros';
/** Daily counters are kept this long (a year compared with the same month last year), then pruned. */
export const INSIGHT_RETENTION_MONTHS = 13;

const productId = z.number().int().positive().max(2_147_483_647);

/** One event, as the browser sends it (a few bytes: the beacon must never slow a page). */
export const insightEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page_view'), page: z.enum(INSIGHT_PAGES), referrer: z.string().max(300).optional() }),
  z.object({ kind: z.literal('product_view'), product_id: productId }),
  z.object({ kind: z.literal('whatsapp_click'), product_id: productId.optional() }),
  z.object({ kind: z.literal('instagram_click'), product_id: productId.optional() }),
  z.object({ kind: z.literal('search_empty'), q: z.string().max(200) }),
]);
export type InsightEvent = z.infer<typeof insightEvent>;

export const insightPeriodQuery = z.object({
  days: z
    .enum(['7', '30'], 'Escolha 7 ou 30 dias.')
    .optional()
    .transform((v) => (v ? Number(v) : 7)),
});

const counts = {
  visitors: z.number().int().meta({
    description: 'Visitantes: pessoas diferentes no dia (sem cookie: endereço e navegador sob um sal que muda todo dia); no período, a soma dos dias.',
  }),
  page_views: z.number().int().meta({ description: 'Páginas vistas: cada página mostrada, também as abertas sem recarregar.' }),
  product_views: z.number().int(),
  whatsapp_clicks: z.number().int(),
  instagram_clicks: z.number().int(),
};

export const insightDay = z.object({ day: z.string(), ...counts });

export const insightSummary = z.object({
  days: z.number().int(),
  /** One entry per day of the period, oldest first, days without events included (zeros). */
  series: z.array(insightDay),
  totals: z.object({ ...counts, empty_searches: z.number().int() }),
  top_products: z.array(z.object({ product_id: z.number().int(), name: z.string(), views: z.number().int(), whatsapp_clicks: z.number().int() })),
  empty_searches: z.array(z.object({ term: z.string(), count: z.number().int() })),
  referrers: z.array(
    z.object({
      source: z.string().meta({ description: 'De onde veio a visita, como as pessoas dizem: Instagram, Facebook, WhatsApp, Google, ou o domínio do site.' }),
      count: z.number().int(),
    }),
  ),
});
export type InsightSummary = z.infer<typeof insightSummary>;

export const shopInsightTotals = z.array(z.object({ site_id: z.number().int(), subdomain: z.string(), store_name: z.string(), ...counts }));
export type ShopInsightTotals = z.infer<typeof shopInsightTotals>;
