import os from 'node:os';
import { isMasterType, messages, type User } from '@vitrine/contract';
import { ApiError } from '@vitrine/contract/api-error';
import { endpoints } from '@vitrine/contract/endpoints/index';
import { ApiClient } from '../api/api-client.ts';
import { writeConfig } from '../config/config-store.ts';
import type { ApiContext } from '../shell/command.ts';
import { CliError, EXIT, missingFlags, usageError } from '../shell/errors.ts';
import { readStdin } from '../shell/io.ts';
import { formatDate } from './format.ts';

export interface LoginOptions {
  username?: string | undefined;
  passwordStdin?: boolean | undefined;
  tokenName?: string | undefined;
}

const SOURCE_LABEL = { flag: '--token', env: 'VITRINE_TOKEN', config: 'vitrine login', default: '' } as const;

export interface PasswordSession {
  api: ApiClient;
  user: User;
  /** The session cookie, to send as a call's headers. */
  withSession: { cookie: string };
}

/**
 * Opens a cookie session with a username and password (as the admin UI does), runs `work`
 * with it and always closes it. The server lets only a person, not a token, create tokens.
 */
export async function withPasswordSession<T>(options: LoginOptions, ctx: ApiContext, work: (s: PasswordSession) => Promise<T>): Promise<T> {
  const { username, password } = await credentials(options, ctx);
  const api = new ApiClient(ctx.apiUrl.value); // never the saved token: this is a password login
  const session = await api.callWithHeaders(endpoints.auth.login, { body: { username, password } });
  const cookie = session.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const withSession = { cookie };
  try {
    if (!isMasterType(session.data.user_type)) {
      throw new CliError(messages.auth.masterOnly, {
        exitCode: EXIT.auth,
        hint: 'O vitrine é a ferramenta do administrador master; lojistas usam o painel em /admin.',
      });
    }
    return await work({ api, user: session.data, withSession });
  } finally {
    // The session was only a means to an end.
    await api.call(endpoints.auth.logout, { headers: withSession }).catch(() => undefined);
  }
}

/**
 * Logs in with a username and password, creates an API token with that session, closes the
 * session and keeps only the token, in a 0600 file.
 */
export async function login(options: LoginOptions, ctx: ApiContext): Promise<void> {
  await withPasswordSession(options, ctx, async ({ api, user, withSession }) => {
    const name = options.tokenName?.trim() || `vitrine-cli ${user.username}@${os.hostname()}`;
    const created = await api.call(endpoints.tokens.create, { body: { name }, headers: withSession });
    // A second login replaces the first: leave no forgotten token behind.
    await revokeSaved(ctx).catch((err: Error) =>
      ctx.out.warn(`O token anterior não pôde ser revogado (${err.message}); revogue-o com vitrine tokens list / revoke.`),
    );
    const config = { ...ctx.config, api_url: ctx.apiUrl.value, hosts: { ...ctx.config.hosts } };
    config.hosts[ctx.apiUrl.value] = { token: created.token, token_id: created.id, username: user.username, saved_at: new Date().toISOString() };
    writeConfig(ctx.configFile, config);
    const result = {
      username: user.username,
      api_url: ctx.apiUrl.value,
      token_id: created.id,
      token_name: created.name,
      expires_at: created.expires_at,
      config_file: ctx.configFile,
    };
    ctx.out.result(result, () => {
      ctx.out.success(`Login feito como ${result.username} em ${result.api_url}.`);
      ctx.out.line(`Token “${created.name}” (id ${created.id}, válido até ${formatDate(created.expires_at)}) salvo em ${ctx.configFile}.`);
    });
  });
}

async function credentials(options: LoginOptions, ctx: ApiContext) {
  let username = options.username?.trim();
  let password: string | undefined;
  if (options.passwordStdin) {
    if (ctx.io.stdin.isTTY)
      throw usageError(
        '--password-stdin lê a senha da entrada padrão, mas ela é um terminal.',
        'Use: echo "$SENHA" | vitrine login --username master --password-stdin',
      );
    password = await readStdin(ctx.io);
    if (!password) throw usageError('A entrada padrão está vazia: nenhuma senha recebida por --password-stdin.');
  }
  if (!ctx.prompter.interactive) {
    const missing = [!username && '--username', password === undefined && '--password-stdin'].filter((f): f is string => !!f);
    if (missing.length) throw missingFlags(missing, ctx.command);
  }
  username ||= await ctx.prompter.text({ message: 'Usuário', validate: (v) => (v.trim() ? true : 'Informe o usuário.') });
  password ??= await ctx.prompter.secret({ message: 'Senha', validate: (v) => (v ? true : 'Informe a senha.') });
  return { username: username.trim(), password };
}

/** Revokes the token saved for this API, if any; a token already revoked is fine. */
async function revokeSaved(ctx: ApiContext): Promise<'revoked' | 'gone' | 'none'> {
  const saved = ctx.config.hosts?.[ctx.apiUrl.value];
  if (!saved) return 'none';
  try {
    await new ApiClient(ctx.apiUrl.value, saved.token).call(endpoints.tokens.revoke, { params: { id: saved.token_id } });
    return 'revoked';
  } catch (err) {
    if (err instanceof ApiError && (err.status === 401 || err.status === 404)) return 'gone';
    throw err;
  }
}

/** Revokes the saved token on the server and forgets it here. */
export async function logout(ctx: ApiContext): Promise<void> {
  const url = ctx.apiUrl.value;
  const saved = ctx.config.hosts?.[url];
  if (!saved) {
    const fromElsewhere = ctx.tokenSource === 'flag' || ctx.tokenSource === 'env';
    ctx.out.result({ api_url: url, logged_out: false }, () => {
      ctx.out.line(`Nenhum login salvo para ${url}.`);
      if (fromElsewhere) ctx.out.line(`O token em uso vem de ${SOURCE_LABEL[ctx.tokenSource!]}; para revogá-lo: vitrine tokens revoke <id>`);
    });
    return;
  }
  const forget = () => {
    const hosts = { ...ctx.config.hosts };
    delete hosts[url];
    writeConfig(ctx.configFile, { ...ctx.config, hosts });
  };
  try {
    await revokeSaved(ctx);
  } catch (err) {
    forget();
    throw new CliError(`O token foi apagado deste computador, mas não foi possível revogá-lo no servidor: ${(err as Error).message}`, {
      hint: `Quando o servidor responder, revogue-o com: vitrine tokens revoke ${saved.token_id} (ou pelo painel).`,
    });
  }
  forget();
  ctx.out.result({ api_url: url, logged_out: true, username: saved.username, token_id: saved.token_id }, () =>
    ctx.out.success(`Logout feito: o token de ${saved.username} em ${url} foi revogado e apagado.`),
  );
}

export async function whoami(ctx: ApiContext): Promise<void> {
  const user = await ctx.api.call(endpoints.auth.me);
  const source = ctx.tokenSource ?? 'config';
  ctx.out.result({ ...user, api_url: ctx.apiUrl.value, token_source: source }, () =>
    ctx.out.fields([
      ['Usuário', user.username],
      ['Nome', user.full_name],
      ['Tipo', isMasterType(user.user_type) ? 'master' : user.user_type],
      ['API', ctx.apiUrl.value],
      ['Token', source === 'config' ? `salvo por vitrine login (${ctx.configFile})` : SOURCE_LABEL[source]],
    ]),
  );
}
