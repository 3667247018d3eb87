import { leaf, withShop } from '../../shell/command.ts';
import { flag } from '../../shell/flags.ts';
import type { CliIO } from '../../shell/io.ts';
import { yesFlag } from '../../shell/confirm.ts';
import { importProducts } from '../../services/spreadsheet.ts';

export const productsImportCommand = (io: CliIO) =>
  leaf('import', {
    summary: 'Importa uma planilha (CSV com ; ou ,) de produtos: confere tudo antes, atualiza por id ou slug, cria os outros',
    description:
      '<arquivo>: a planilha em CSV (a exportada, editada). Primeiro uma simulação lista os erros de cada linha; com algum erro nada é gravado. Sem erros, pede confirmação (ou --yes) e importa tudo numa transação. Colunas e regras: docs/spreadsheets.md.',
    examples: [
      'vitrine products import --shop loja-do-ze produtos.csv --dry-run',
      'vitrine products import --shop loja-do-ze produtos.csv --yes',
      'vitrine products import --shop loja-do-ze produtos.csv --yes --json',
    ],
    api: true,
    json: true,
    shop: ['arquivo'],
  })
    .addOption(flag('--dry-run', 'só confere e mostra o que mudaria; não grava nada'))
    .addOption(yesFlag())
    .action(withShop(io, (ctx, shop, [file], o) => importProducts({ shop, file: file!, dryRun: !!o.dryRun, yes: !!o.yes }, ctx)));
