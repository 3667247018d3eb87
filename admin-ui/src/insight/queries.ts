import { api } from '../lib/api.ts';
import type { InsightSummary, ShopInsightTotals } from '@vitrine/contract';

export type InsightDays = 7 | 30;

const insightKeys = {
  shop: (days: InsightDays) => ['insight', 'shop', days] as const,
  perShop: (days: InsightDays) => ['insight', 'per-shop', days] as const,
};

export const shopInsightQuery = (days: InsightDays) => ({
  queryKey: insightKeys.shop(days),
  queryFn: ({ signal }: { signal: AbortSignal }) => api<InsightSummary>(`/insight?days=${days}`, { signal }),
});

export const perShopInsightQuery = (days: InsightDays) => ({
  queryKey: insightKeys.perShop(days),
  queryFn: ({ signal }: { signal: AbortSignal }) => api<ShopInsightTotals>(`/master/insight?days=${days}`, { signal }),
});
