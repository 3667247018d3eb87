import { endpoints } from '@vitrine/contract/endpoints/index';
import { route } from '../http/route.ts';
import type { Stats } from '@vitrine/contract/clients';

export const statsRoutes = [
  route(endpoints.stats.get, async ({ ctx }): Promise<Stats> => {
    const row = await ctx
      .db('sites')
      .select(
        ctx.db.raw('count(*)::int as total'),
        ctx.db.raw('count(*) filter (where is_active)::int as active'),
        ctx.db.raw('count(*) filter (where is_published)::int as published'),
        ctx.db.raw('count(*) filter (where not is_active)::int as inactive'),
      )
      .first();
    return { total: row.total, active: row.active, published: row.published, inactive: row.inactive };
  }),
];
