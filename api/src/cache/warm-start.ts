import http from 'node:http';
import type { Db } from '../db/connection.ts';

/**
 * A new process (a deploy, a scale-out, a restart) starts with nothing of its own: no answer,
 * shop lookup or category list kept, its code not yet optimised. Its first seconds of traffic
 * then cost up to 40 % more CPU a request, and on a busy platform its reads queue
 * (docs/performance.md, "Where the tail after a kill is"). Before it says it is ready
 * (/readyz answers 503 "warming" until then), it asks itself for the pages shoppers read most
 * today and yesterday, as the shop's insight counted them: the home and products pages of
 * the most visited shops, and the most viewed products. Each is a real request over loopback,
 * so the answer, the shop's lookup and its categories are kept exactly as a shopper's request
 * would keep them (with the cache off, the lookups and categories still are). At most `pages`
 * requests and `budgetMs` (WARM_START_PAGES; docs/operations.md).
 */
export interface WarmStartOptions {
  /** The server's own address (loopback). */
  port: number;
  platformDomain: string;
  pages: number;
  budgetMs: number;
  /** True once the server is closing: the warm-up stops. */
  stopped: () => boolean;
}

export interface WarmPage {
  host: string;
  path: string;
}

/** Page views and product views counted today and yesterday, most first: the pages to warm. */
export async function mostReadPages(db: Db, platformDomain: string, limit: number): Promise<WarmPage[]> {
  if (limit <= 0) return [];
  const rows: { subdomain: string; kind: string; subject: string }[] = await db('insight_daily as i')
    .join('sites as s', 's.id', 'i.site_id')
    .where('i.day', '>=', db.raw("current_date - interval '1 day'"))
    .andWhere('s.is_active', true)
    .andWhere('s.is_published', true)
    .andWhere((q) => q.where({ 'i.kind': 'page_view' }).whereIn('i.subject', Object.keys(PAGE_PATHS)).orWhere({ 'i.kind': 'product_view' }))
    .groupBy('s.subdomain', 'i.kind', 'i.subject')
    .select('s.subdomain', 'i.kind', 'i.subject')
    .orderByRaw('sum(i.count) desc, s.subdomain, i.kind, i.subject')
    .limit(limit);
  return rows.map((r) => ({
    host: `${r.subdomain}.${platformDomain}`,
    path: r.kind === 'product_view' ? `/product/${Number(r.subject)}` : PAGE_PATHS[r.subject as keyof typeof PAGE_PATHS],
  }));
}

/** The views insight counts that are one address each (a product page is found by its id). */
const PAGE_PATHS = { home: '/', products: '/products' } as const;

/** Asks for each page in turn (a product's short address is followed to its own); how many were answered. */
export async function warmStart(db: Db, options: WarmStartOptions): Promise<{ pages: number; ms: number }> {
  const started = performance.now();
  const pages = await mostReadPages(db, options.platformDomain, options.pages);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let answered = 0;
  try {
    for (const page of pages) {
      if (options.stopped() || performance.now() - started > options.budgetMs) break;
      let res = await get(agent, options.port, page.host, page.path);
      // a product's short address answers 301 to its own (with its name)
      if (res.status === 301 && res.location) res = await get(agent, options.port, page.host, ownPath(res.location));
      if (res.status === 200) answered++;
    }
  } finally {
    agent.destroy();
  }
  return { pages: answered, ms: Math.round(performance.now() - started) };
}

/** The path and query of a Location, absolute or not. */
const ownPath = (location: string) => {
  const url = new URL(location, 'http://localhost');
  return url.pathname + url.search;
};

function get(agent: http.Agent, port: number, host: string, path: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve) => {
    http
      .get({ agent, host: '127.0.0.1', port, path, headers: { host, 'accept-encoding': 'br' } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
        res.on('error', () => resolve({ status: 0, location: undefined }));
      })
      .on('error', () => resolve({ status: 0, location: undefined }));
  });
}
