import { leaf, withShop } from '../../shell/command.ts';
import { flag } from '../../shell/flags.ts';
import type { CliIO } from '../../shell/io.ts';
import { exportProducts } from '../../services/spreadsheet.ts';

export const productsExportCommand = (io: CliIO) =>
  leaf('export', {
    summary: 'Baixa a planilha (CSV) dos produtos de uma loja, pronta para o Excel em pt-BR',
    examples: ['vitrine products export --shop loja-do-ze --output produtos.csv', 'vitrine products export --shop loja-do-ze > produtos.csv'],
    api: true,
    shop: [],
  })
    .addOption(flag('-o, --output <arquivo>', 'grava neste arquivo (sem ele, a planilha sai na saída padrão)'))
    .action(withShop(io, (ctx, shop, _args, o) => exportProducts({ shop, output: o.output as string | undefined }, ctx)));
