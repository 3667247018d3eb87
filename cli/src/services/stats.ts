import type { Stats } from '@vitrine/api/contract';
import type { ApiContext } from '../shell/command.ts';

export async function showStats(ctx: ApiContext): Promise<void> {
  const stats = await ctx.api.get<Stats>('/master/stats');
  ctx.out.result(stats, () =>
    ctx.out.fields([
      ['Total de lojas', stats.total],
      ['Ativas', stats.active],
      ['Publicadas', stats.published],
      ['Inativas', stats.inactive],
    ]),
  );
}
