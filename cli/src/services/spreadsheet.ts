import fs from 'node:fs';
import { messages, problemDetails, problemText, spreadsheetSummary, type SpreadsheetProblem } from '@vitrine/contract';
import { plural } from '@vitrine/contract/counts';
import { endpoints } from '@vitrine/contract/endpoints/index';
import type { ApiContext } from '../shell/command.ts';
import { confirmDestructive } from '../shell/confirm.ts';
import { CliError, usageError } from '../shell/errors.ts';
import { findClient } from './clients.ts';

/**
 * A shop's products as a spreadsheet: the same CSV
 * the admin downloads and reads, through the store routes with the shop named in
 * X-Tenant-Subdomain (the API audits a master's writes on a shop).
 */
async function shopHeaders(ctx: ApiContext, ref: string) {
  const client = await findClient(ctx.api, ref);
  return { headers: { 'X-Tenant-Subdomain': client.subdomain }, subdomain: client.subdomain };
}

export async function exportProducts(options: { shop: string; output?: string | undefined }, ctx: ApiContext): Promise<void> {
  const { headers, subdomain } = await shopHeaders(ctx, options.shop);
  const csv = await ctx.api.download(endpoints.spreadsheet.exportCsv, { headers: { ...headers, Accept: 'text/csv' } });
  if (!options.output) {
    ctx.io.stdout.write(csv);
    return;
  }
  try {
    fs.writeFileSync(options.output, csv);
  } catch (err) {
    throw new CliError(`Não foi possível gravar ${options.output}: ${(err as Error).message}`, {
      hint: 'Confira a pasta e a permissão de escrita, ou omita --output para receber a planilha na saída.',
    });
  }
  ctx.out.success(`Planilha dos produtos de ${subdomain} gravada em ${options.output}. Abra-a no Excel, LibreOffice ou Google Planilhas.`);
}

/**
 * Checks the file with a dry run and shows what it would do; stops there with --dry-run.
 * Otherwise asks (or takes --yes) and imports. Any error in the file: every one is listed,
 * nothing is written, exit 1.
 */
export async function importProducts(options: { shop: string; file: string; dryRun?: boolean; yes?: boolean }, ctx: ApiContext): Promise<void> {
  const data = readFile(options.file, options.shop);
  const { headers, subdomain } = await shopHeaders(ctx, options.shop);
  const send = (dryRun: boolean) =>
    ctx.api.call(
      endpoints.spreadsheet.importCsv,
      { headers, query: dryRun ? { dry_run: 'true' } : {}, body: new Blob([data], { type: 'text/csv' }) },
      { timeoutMs: 300_000 },
    );

  const check = await send(true);
  if (check.errors.length) {
    // people read the table; --json gets the errors in the error document
    if (!ctx.out.json) showErrors(ctx, check.errors);
    throw new CliError(messages.spreadsheet.notImported(check.errors.length), {
      details: ctx.out.json ? problemDetails(check.errors) : undefined,
      hint: `Corrija a planilha e rode de novo: vitrine products import --shop ${options.shop} ${options.file} --dry-run`,
    });
  }
  if (options.dryRun) {
    ctx.out.result(check, () => {
      ctx.out.line(`Simulação para ${subdomain}: nada foi gravado.`);
      ctx.out.line(spreadsheetSummary(check));
      ctx.out.line(`Para importar: vitrine products import --shop ${options.shop} ${options.file}`);
    });
    return;
  }
  if (!ctx.out.json) ctx.out.line(spreadsheetSummary(check));
  if (!check.created && !check.updated) {
    ctx.out.result(check, () => ctx.out.success('Nada a importar: a planilha é igual aos produtos da loja.'));
    return;
  }
  await confirmDestructive(
    ctx,
    options.yes,
    `Importar ${plural(check.created + check.updated, 'produto', 'produtos')} para ${subdomain}?`,
    `--shop ${options.shop} ${options.file}`,
  );
  const done = await send(false);
  ctx.out.result(done, () => ctx.out.success(`Importação concluída em ${subdomain}: ${spreadsheetSummary(done)}`));
}

function readFile(file: string, shop: string): Uint8Array {
  try {
    return fs.readFileSync(file);
  } catch (err) {
    const missing = (err as NodeJS.ErrnoException).code === 'ENOENT';
    throw usageError(
      missing ? `Arquivo não encontrado: ${file}` : `Não foi possível ler ${file}: ${(err as Error).message}`,
      `Baixe a planilha da loja com: vitrine products export --shop ${shop} --output produtos.csv`,
    );
  }
}

/**
 * An error of the whole file (the shop's product limit: no line is wrong) is a sentence; the
 * table lists the errors of lines, each with the cell as typed (docs/spreadsheets.md).
 */
function showErrors(ctx: ApiContext, errors: SpreadsheetProblem[]) {
  for (const e of errors) if (e.line === null) ctx.out.line(problemText(e));
  const ofLines = errors.filter((e) => e.line !== null);
  if (!ofLines.length) return;
  ctx.out.table(
    [
      { header: 'LINHA', value: (e: SpreadsheetProblem) => e.line ?? '', align: 'right' },
      { header: 'COLUNA', value: (e) => e.column ?? '' },
      // the cell as typed, so the owner finds it in the file
      { header: 'VALOR', value: (e) => e.value ?? '' },
      { header: 'ERRO', value: (e) => problemText(e) },
    ],
    ofLines,
  );
}
