import { endpoints } from '@vitrine/contract/endpoints/index';
import { call } from '../lib/api.ts';

export type InsightDays = 7 | 30;

const insightKeys = {
  shop: (days: InsightDays) => ['insight', 'shop', days] as const,
  perShop: (days: InsightDays) => ['insight', 'per-shop', days] as const,
};

export const shopInsightQuery = (days: InsightDays) => ({
  queryKey: insightKeys.shop(days),
  queryFn: ({ signal }: { signal: AbortSignal }) => call(endpoints.insight.shop, { query: { days: days === 30 ? '30' : '7' }, signal }),
});

export const perShopInsightQuery = (days: InsightDays) => ({
  queryKey: insightKeys.perShop(days),
  queryFn: ({ signal }: { signal: AbortSignal }) => call(endpoints.insight.allShops, { query: { days: days === 30 ? '30' : '7' }, signal }),
});
