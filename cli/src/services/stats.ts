import { endpoints } from '@vitrine/contract/endpoints/index';
import type { ApiContext } from '../shell/command.ts';

export async function showStats(ctx: ApiContext): Promise<void> {
  const stats = await ctx.api.call(endpoints.stats.get);
  ctx.out.result(stats, () =>
    ctx.out.fields([
      ['Total de lojas', stats.total],
      ['Ativas', stats.active],
      ['Publicadas', stats.published],
      ['Inativas', stats.inactive],
    ]),
  );
}

/** One shop's insight (docs/insight.md), read as its admin would: the master names the shop. */
export async function showShopInsight(options: { shop: string; days: number }, ctx: ApiContext): Promise<void> {
  const insight = await ctx.api.call(endpoints.insight.shop, {
    query: { days: options.days === 30 ? '30' : '7' },
    headers: { 'X-Tenant-Subdomain': options.shop },
  });
  ctx.out.result(insight, () => {
    const t = insight.totals;
    ctx.out.fields([
      ['Período', `últimos ${insight.days} dias`],
      ['Visitantes', t.visitors],
      ['Páginas vistas', t.page_views],
      ['Produtos vistos', t.product_views],
      ['Cliques no WhatsApp', t.whatsapp_clicks],
      ['Cliques no Instagram', t.instagram_clicks],
      ['Buscas sem resultado', t.empty_searches],
    ]);
    if (insight.top_products.length) {
      ctx.out.table(
        [
          { header: 'Produto', value: (p) => p.name },
          { header: 'Vezes vista', value: (p) => p.views, align: 'right' },
          { header: 'WhatsApp', value: (p) => p.whatsapp_clicks, align: 'right' },
        ],
        insight.top_products,
      );
    }
    if (insight.empty_searches.length) {
      ctx.out.table(
        [
          { header: 'Busca sem resultado', value: (s) => s.term },
          { header: 'Vezes', value: (s) => s.count, align: 'right' },
        ],
        insight.empty_searches,
      );
    }
    if (insight.referrers.length) {
      ctx.out.table(
        [
          { header: 'De onde vêm', value: (r) => r.source },
          { header: 'Vezes', value: (r) => r.count, align: 'right' },
        ],
        insight.referrers,
      );
    }
  });
}
