import { route } from '../http/route.ts';
import { statsBody, type Stats } from '@vitrine/contract/clients';

export const statsRoutes = [
  route(
    {
      method: 'get',
      path: '/master/stats',
      access: 'master',
      summary: 'Contagem de lojas: total, ativas, publicadas, inativas',
      tag: 'master',
      responseBody: statsBody,
    },
    async ({ ctx }): Promise<Stats> => {
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
    },
  ),
];
