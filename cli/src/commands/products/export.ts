import { leaf, withApi } from '../../shell/command.ts';
import { flag } from '../../shell/flags.ts';
import type { CliIO } from '../../shell/io.ts';
import { missingFlags } from '../../shell/errors.ts';
import { exportProducts } from '../../services/spreadsheet.ts';

export const productsExportCommand = (io: CliIO) =>
  leaf('export', {
    summary: 'Baixa a planilha (CSV) dos produtos de uma loja, pronta para o Excel em pt-BR',
    examples: ['vitrine products export --shop loja-do-ze --output produtos.csv', 'vitrine products export --shop loja-do-ze > produtos.csv'],
    api: true,
  })
    .addOption(flag('--shop <subdominio>', 'subdomínio (ou id) da loja'))
    .addOption(flag('-o, --output <arquivo>', 'grava neste arquivo (sem ele, a planilha sai na saída padrão)'))
    .action(
      withApi(io, (ctx, _args, o) => {
        if (!o.shop) throw missingFlags(['--shop'], ctx.command);
        return exportProducts({ shop: o.shop as string, output: o.output as string | undefined }, ctx);
      }),
    );
