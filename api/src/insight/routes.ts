import express from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit } from 'express-rate-limit';
import { isbot } from 'isbot';
import { endpoints } from '@vitrine/contract/endpoints/index';
import { route } from '../http/route.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import { insightEvent } from '@vitrine/contract/insight';
import { cleanTextTree } from '@vitrine/contract/safe-text';
import { visitorKey } from './visitor.ts';
import { shopSummary, totalsPerShop } from './summary.ts';
import type { InsightTally } from './tally.ts';

/**
 * Per address and shop, in this process's memory only (no address is ever written anywhere):
 * a page sends a handful of events, so 120 a minute is far above any shopper and cuts a flood
 * short. (It runs after the route has found the shop.)
 */
const beaconCounts = new MemoryStore();
const beaconLimit = rateLimit({
  store: beaconCounts,
  windowMs: 60_000,
  limit: 120,
  keyGenerator: (req, res) => `${ipKeyGenerator(req.ip ?? '')}|${res.locals.ctx?.site?.id ?? ''}`,
  standardHeaders: 'draft-8',
  legacyHeaders: false,
  handler: (_req, _res, next) => next(new AppError(429, messages.insight.tooMany)),
});

/**
 * Forgets every beacon count, the rate limit's and the tally's not yet written: for a database
 * emptied under a running process (the test harness between files), where shop ids start
 * again at 1 and would inherit another shop's count.
 */
export const forgetBeaconCounts = (insight?: InsightTally) => {
  insight?.forget();
  return beaconCounts.resetAll();
};

/** navigator.sendBeacon sends text/plain (a "simple" request: no CORS preflight from a widget). */
const beaconBody = express.text({ type: ['text/plain', 'application/json'], limit: '2kb' });

function parseEvent(body: unknown) {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      throw new AppError(400, messages.insight.invalidEvent);
    }
  }
  const parsed = insightEvent.safeParse(cleanTextTree(value));
  if (!parsed.success) throw new AppError(400, messages.insight.invalidEvent);
  return parsed.data;
}

export const insightRoutes = [
  route(
    {
      ...endpoints.insight.beacon,
      before: [beaconLimit, beaconBody],
      // counted in memory and written in batches (insight/tally.ts): no transaction per beacon,
      // and nothing a public read shows changes, so no wait for the cache to hear it
      transaction: false,
      changesPublic: false,
    },
    async ({ ctx, req }) => {
      const event = parseEvent(req.body);
      // robots and the shop's own admins (browsing their shop logged in) are not shoppers
      if (isbot(req.headers['user-agent'] ?? '') || ctx.user) return undefined;
      const visitor = visitorKey(ctx.deps.config.sessionSecret, ctx.site.id, req.ip ?? '', req.headers['user-agent'] ?? '');
      ctx.deps.insight?.add(ctx.site.id, event, req.headers.host, visitor);
      return undefined;
    },
  ),
  route(endpoints.insight.shop, async ({ ctx, query }) => shopSummary(ctx, query.days, ctx.deps.insight)),
  route(endpoints.insight.allShops, async ({ ctx, query }) => totalsPerShop(ctx.db, query.days, ctx.deps.insight)),
];
