import fs from 'node:fs';
import { clientCreateInput, type ClientCreateInput, type ClientCreateResult } from '@vitrine/contract';
import { ApiError } from '@vitrine/contract/api-error';
import { formatCount, plural } from '@vitrine/contract/counts';
import { apiMessage, exitCodeFor } from '../api/api-errors.ts';
import type { ApiContext } from '../shell/command.ts';
import { CliError, EXIT, usageError } from '../shell/errors.ts';
import { readStdin } from '../shell/io.ts';
import { clientExists } from './clients.ts';
import { postClient } from './create-client.ts';
import { issuesByField } from './validate.ts';

export interface ProvisionOptions {
  /** A JSON file (or "-" for stdin): an array of clients, or { "clients": [...] }, in the API's field names. */
  file: string;
  ifNotExists?: boolean | undefined;
}

type Outcome =
  | { subdomain: string; status: 'created'; id: number; site_url: string; initial_password?: string | undefined }
  | { subdomain: string; status: 'exists'; id: number; site_url: string }
  | { subdomain: string; status: 'failed'; error: string; details?: Record<string, string> | undefined };

/**
 * Provisions many shops from one file. Every entry is checked first, so a typo stops the
 * run before anything is created; then each shop is created in turn, and one failure does
 * not stop the others. With --if-not-exists a shop whose subdomain exists is left as is.
 */
export async function provisionFromFile(options: ProvisionOptions, ctx: ApiContext): Promise<void> {
  const entries = parseEntries(await readSource(options.file, ctx), options.file);
  const outcomes: Outcome[] = [];
  for (const input of entries) {
    const stop = ctx.out.spinner(`Criando ${input.subdomain}…`);
    try {
      outcomes.push(await provisionOne(input, !!options.ifNotExists, ctx));
    } finally {
      stop.stop();
    }
    const last = outcomes.at(-1)!;
    if (!ctx.out.json) ctx.out.line(describe(last));
  }
  const count = (s: Outcome['status']) => outcomes.filter((o) => o.status === s).length;
  const summary = { created: count('created'), exists: count('exists'), failed: count('failed') };
  ctx.out.result({ ...summary, clients: outcomes }, () => {
    ctx.out.line();
    ctx.out.line(
      `${plural(summary.created, 'criada', 'criadas')}, ${formatCount(summary.exists)} já ${summary.exists === 1 ? 'existia' : 'existiam'}, ${formatCount(summary.failed)} com erro.`,
    );
    if (outcomes.some((o) => o.status === 'created' && o.initial_password)) {
      ctx.out.line('Anote as senhas iniciais: elas não serão mostradas de novo.');
    }
  });
  if (summary.failed) {
    throw new CliError(
      `${formatCount(summary.failed)} de ${plural(outcomes.length, 'loja', 'lojas')} ${summary.failed === 1 ? 'não foi criada' : 'não foram criadas'}.`,
      {
        hint: 'Corrija as lojas com erro e rode de novo com --if-not-exists: as que já existem serão puladas.',
      },
    );
  }
}

async function provisionOne(input: ClientCreateInput, ifNotExists: boolean, ctx: ApiContext): Promise<Outcome> {
  try {
    if (ifNotExists) {
      const existing = await clientExists(ctx.api, input.subdomain);
      if (existing) return { subdomain: input.subdomain, status: 'exists', id: existing.id, site_url: existing.site_url };
    }
    const created: ClientCreateResult = await postClient(ctx.api, input);
    return {
      subdomain: input.subdomain,
      status: 'created',
      id: created.id,
      site_url: created.client.site_url,
      ...(created.initial_password ? { initial_password: created.initial_password } : {}),
    };
  } catch (err) {
    // Authentication and connection problems stop the run: every other shop would fail the same way.
    if (!(err instanceof ApiError) || exitCodeFor(err.status) === EXIT.auth) throw err;
    return { subdomain: input.subdomain, status: 'failed', error: apiMessage(err), details: err.details };
  }
}

function describe(o: Outcome): string {
  if (o.status === 'created') return `✓ ${o.subdomain}: criada (id ${o.id}) ${o.site_url}${o.initial_password ? `  senha inicial: ${o.initial_password}` : ''}`;
  if (o.status === 'exists') return `= ${o.subdomain}: já existe (id ${o.id}), nada alterado`;
  const details = o.details
    ? ` (${Object.entries(o.details)
        .map(([k, v]) => `${k}: ${v}`)
        .join('; ')})`
    : '';
  return `✗ ${o.subdomain}: ${o.error}${details}`;
}

async function readSource(file: string, ctx: ApiContext): Promise<string> {
  if (file === '-') return readStdin(ctx.io);
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw usageError(`Não foi possível ler ${file}: ${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'arquivo não encontrado' : (err as Error).message}.`);
  }
}

/** Checks every entry with the API's schema and refuses a subdomain listed twice. */
function parseEntries(text: string, file: string): ClientCreateInput[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw usageError(`${file} não é um JSON válido: ${(err as Error).message}`);
  }
  const list = Array.isArray(data) ? data : (data as { clients?: unknown })?.clients;
  if (!Array.isArray(list) || !list.length) {
    throw usageError(
      `${file} deve ter uma lista de lojas: [ { "client_name": …, "client_email": …, "store_name": …, "subdomain": … } ]`,
      'Veja o exemplo em docs/cli.md.',
    );
  }
  const details: Record<string, string> = {};
  const entries: ClientCreateInput[] = [];
  const seen = new Map<string, number>();
  list.forEach((raw, i) => {
    const withDefaults = raw && typeof raw === 'object' ? { site_name: (raw as { store_name?: unknown }).store_name, ...raw } : raw;
    const parsed = clientCreateInput.safeParse(withDefaults);
    if (!parsed.success) {
      for (const [k, v] of Object.entries(issuesByField(parsed.error))) details[`[${i}].${k}`] = v;
      return;
    }
    const before = seen.get(parsed.data.subdomain);
    if (before !== undefined) details[`[${i}].subdomain`] = `Repetido: o mesmo subdomínio de [${before}].`;
    seen.set(parsed.data.subdomain, i);
    entries.push(parsed.data);
  });
  if (Object.keys(details).length) {
    throw new CliError(`${file} tem ${plural(Object.keys(details).length, 'erro', 'erros')}; nenhuma loja foi criada.`, {
      exitCode: EXIT.usage,
      details,
      hint: 'Os campos são os da API (client_name, client_email, store_name, subdomain …). Veja docs/cli.md.',
    });
  }
  return entries;
}
