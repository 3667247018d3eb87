import {
  clientCreateInput,
  messages,
  passwordField,
  subdomainField,
  usernameField,
  type ClientCreateInput,
  type ClientCreateResult,
  type Client,
} from '@vitrine/contract';
import { ApiError } from '@vitrine/contract/api-error';
import { endpoints } from '@vitrine/contract/endpoints/index';
import type { ApiClient } from '../api/api-client.ts';
import { retold } from '../api/api-errors.ts';
import type { ApiContext } from '../shell/command.ts';
import { CliError, EXIT, missingFlags, usageError } from '../shell/errors.ts';
import { readStdin } from '../shell/io.ts';
import { detailsWithFlags, FLAG_OF } from './client-fields.ts';
import { clientExists } from './clients.ts';
import { slugify } from './format.ts';
import { validateInput, validatorFor } from './validate.ts';

export interface CreateOptions {
  fields: Partial<ClientCreateInput>;
  username?: string | undefined;
  passwordStdin?: boolean | undefined;
  active?: boolean | undefined;
  publish?: boolean | undefined;
  ifNotExists?: boolean | undefined;
}

/** Flags that must be given when nothing can be asked (site name defaults to the store name). */
const REQUIRED: (keyof ClientCreateInput)[] = ['client_name', 'client_email', 'store_name', 'subdomain'];

/**
 * Creates one shop. On a terminal, asks what is missing (validated as the API validates);
 * without one, names the missing flags. With --if-not-exists an existing subdomain is a
 * success that changes nothing, so a CI job can run it every time.
 */
export async function createClient(options: CreateOptions, ctx: ApiContext): Promise<void> {
  const body: Record<string, unknown> = { ...options.fields };
  if (options.username) body.username = options.username;
  if (options.active !== undefined) body.is_active = options.active;
  if (options.publish) body.is_published = true;
  if (options.passwordStdin) {
    body.password = await readStdin(ctx.io);
    if (!body.password) throw usageError('A entrada padrão está vazia: nenhuma senha recebida por --password-stdin.');
  }

  if (!ctx.prompter.interactive) {
    const missing = REQUIRED.filter((k) => !body[k]);
    if (missing.length)
      throw missingFlags(
        missing.map((k) => FLAG_OF[k]!),
        ctx.command,
      );
  }
  // A well-formed subdomain on the command line is looked up before asking anything.
  const given = subdomainField.safeParse(body.subdomain);
  if (options.ifNotExists && given.success) {
    const existing = await clientExists(ctx.api, given.data);
    if (existing) return reportExisting(ctx, existing);
  }
  if (ctx.prompter.interactive) {
    const asked = await askMissing(body, ctx);
    if (asked && !(await ctx.prompter.confirm({ message: `Criar a loja ${String(body.store_name)} (${String(body.subdomain)})?`, default: true }))) {
      throw new CliError('Cancelado: nada foi criado.', { exitCode: EXIT.cancelled });
    }
  }
  body.site_name ||= body.store_name;

  const input = validateInput(clientCreateInput, body, ctx.command);
  if (options.ifNotExists && !given.success) {
    const existing = await clientExists(ctx.api, input.subdomain);
    if (existing) return reportExisting(ctx, existing);
  }
  const created = await postClient(ctx.api, input);
  ctx.out.result({ status: 'created', ...created }, () => printCreated(ctx, created));
}

function reportExisting(ctx: ApiContext, client: Client) {
  ctx.out.result({ status: 'exists', id: client.id, client }, () => ctx.out.line(`A loja ${client.subdomain} já existe (id ${client.id}); nada foi alterado.`));
}

/** Creates the shop; a 400's field details are shown with the flags' names (a taken subdomain's hint: api/api-errors.ts). */
export async function postClient(api: ApiClient, input: ClientCreateInput): Promise<ClientCreateResult> {
  try {
    return await api.call(endpoints.clients.create, { body: input });
  } catch (err) {
    if (err instanceof ApiError && err.details) throw retold(err, { details: detailsWithFlags(err.details) });
    throw err;
  }
}

function printCreated(ctx: ApiContext, created: ClientCreateResult) {
  const c = created.client;
  ctx.out.success(`${messages.clients.created} ${c.store_name} (id ${c.id})`);
  ctx.out.fields([
    ['Endereço', c.site_url],
    ['Publicada', c.is_published],
    ['Usuário admin', c.admin_username],
    ...(created.initial_password ? ([['Senha inicial', created.initial_password]] as [string, string][]) : []),
  ]);
  if (created.initial_password) ctx.out.line('Anote a senha inicial: ela não será mostrada de novo (vitrine access gera outra).');
  if (!c.is_published) ctx.out.line(`Para publicar: vitrine publish --shop ${c.subdomain}`);
}

/**
 * The interactive form: the admin panel's fields, in its order, each checked as typed.
 * Answers whether it asked anything.
 */
async function askMissing(body: Record<string, unknown>, ctx: ApiContext): Promise<boolean> {
  // Every required flag given: the command line was meant to be complete, ask nothing more.
  if (REQUIRED.every((k) => body[k])) return false;
  const p = ctx.prompter;
  const shape = clientCreateInput.shape;
  body.client_name ||= await p.text({ message: 'Nome completo do cliente', validate: validatorFor(shape.client_name) });
  body.client_email ||= await p.text({ message: 'E-mail do cliente', validate: validatorFor(shape.client_email) });
  body.store_name ||= await p.text({ message: 'Nome da loja', validate: validatorFor(shape.store_name) });
  body.site_name ||= await p.text({ message: 'Nome do site', default: String(body.store_name), validate: validatorFor(shape.site_name) });
  if (!body.subdomain) {
    body.subdomain = await p.text({
      message: 'Subdomínio (letras minúsculas, números e hífens)',
      default: slugify(String(body.store_name)),
      validate: validatorFor(subdomainField),
    });
    // Checked after the answer rather than inside the prompt: a prompt validator that calls the API would hang on a slow network.
    while (await clientExists(ctx.api, String(body.subdomain))) {
      ctx.out.warn(messages.clients.subdomainTaken);
      body.subdomain = await p.text({ message: 'Subdomínio', validate: validatorFor(subdomainField) });
    }
  }
  body.username ||= await p.text({ message: 'Usuário do administrador da loja', default: String(body.subdomain), validate: validatorFor(usernameField) });
  if (body.password === undefined) {
    const password = await askPassword(ctx);
    if (password) body.password = password;
  }
  return true;
}

async function askPassword(ctx: ApiContext): Promise<string | undefined> {
  for (;;) {
    const password = await ctx.prompter.secret({
      message: 'Senha do administrador (Enter para gerar uma)',
      validate: (v) => (v === '' ? true : validatorFor(passwordField)(v)),
    });
    if (!password) return undefined;
    const again = await ctx.prompter.secret({ message: 'Confirme a senha' });
    if (again === password) return password;
    ctx.out.warn(messages.clients.passwordsDiffer);
  }
}
