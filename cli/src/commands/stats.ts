import { leaf, withApi } from '../shell/command.ts';
import { flag } from '../shell/flags.ts';
import type { CliIO } from '../shell/io.ts';
import { showShopInsight, showStats } from '../services/stats.ts';

export const statsCommand = (io: CliIO) =>
  leaf('stats', {
    summary: 'Contagem de lojas (total, ativas, publicadas, inativas), ou as visitas de uma loja com --shop',
    examples: ['vitrine stats', 'vitrine stats --json', 'vitrine stats --shop loja-do-ze', 'vitrine stats --shop loja-do-ze --days 30 --json'],
    api: true,
    json: true,
  })
    .addOption(flag('--shop <subdominio>', 'visitas, cliques no WhatsApp e buscas sem resultado desta loja'))
    .addOption(flag('--days <dias>', 'período das visitas: 7 ou 30 dias (padrão 7)', { choices: ['7', '30'] }))
    .action(withApi(io, (ctx, _args, o) => (o.shop ? showShopInsight({ shop: o.shop, days: Number(o.days ?? 7) }, ctx) : showStats(ctx))));
