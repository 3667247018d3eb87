import { passwordField, usernameField } from '@vitrine/contract';
import { plural } from '@vitrine/contract/counts';
import type { Context } from '../shell/command.ts';
import { CliError, EXIT, missingFlags, usageError } from '../shell/errors.ts';
import { readStdin } from '../shell/io.ts';
import { validateInput, validatorFor } from './validate.ts';

type Server = typeof import('@vitrine/api/server');
type Config = ReturnType<Server['loadConfig']>;
type Db = import('@vitrine/api/server').Db;

/**
 * The API's own modules, loaded only by these commands (they bring the database drivers and
 * image libraries the HTTP commands never need), with the configuration `npm start` would read.
 */
async function server(ctx: Context): Promise<{ s: Server; config: Config }> {
  const s = await import('@vitrine/api/server');
  let config: Config;
  try {
    config = s.loadConfig(ctx.io.env);
  } catch (err) {
    if (err instanceof s.ConfigError)
      throw new CliError(err.message, { exitCode: EXIT.usage, hint: 'Estes comandos leem as mesmas variáveis que o servidor (DATABASE_URL, DATA_DIR …).' });
    throw err;
  }
  const lock = s.embeddedDatabaseLock(config);
  if (lock) {
    throw new CliError(`O banco embutido em ${config.dataDir} está aberto por outro processo (o servidor da Vitrine?).`, {
      hint: `Pare o servidor e rode de novo: dois processos no mesmo banco embutido o corromperiam. Se nenhum processo o usa (o servidor caiu), apague ${lock}.`,
    });
  }
  return { s, config };
}

const where = (config: Config) => (config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `banco embutido em ${config.dataDir}`);

/** Opens the database, runs the work, always closes it. */
async function withDatabase<T>(s: Server, config: Config, work: (db: Db) => Promise<T>): Promise<T> {
  return explainingDatabaseErrors(config, async () => {
    const db = s.openDatabase(config);
    try {
      return await work(db);
    } finally {
      await db.destroy();
    }
  });
}

/** A database that cannot be reached or refuses a query: exit 1 with what to check. */
async function explainingDatabaseErrors<T>(config: Config, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof CliError) throw err;
    throw new CliError(`Falha no banco de dados (${where(config)}): ${(err as Error).message}`, {
      hint: config.databaseUrl
        ? 'Confira DATABASE_URL (servidor no ar, usuário, senha, nome do banco) e DATABASE_SCHEMA.'
        : 'Confira DATA_DIR; com o banco embutido, pare o servidor da Vitrine antes (um só processo por vez).',
    });
  }
}

/** Runs the pending migrations (or, with --status, lists them) without starting the API. */
export async function migrate(options: { status?: boolean | undefined }, ctx: Context): Promise<void> {
  const { s, config } = await server(ctx);
  await withDatabase(s, config, async (db) => {
    if (options.status) {
      const status = (await schemaExists(db, config.databaseSchema))
        ? await s.migrationStatus(db, config.databaseSchema)
        : { done: [], pending: s.migrations.map((m) => m.name) }; // a status must not create the schema
      ctx.out.result({ database: where(config), ...status }, () => {
        ctx.out.line(`Banco: ${where(config)}`);
        ctx.out.line(`Aplicadas: ${status.done.length}`);
        ctx.out.line(status.pending.length ? `Pendentes: ${status.pending.join(', ')}` : 'Nenhuma migração pendente.');
      });
      return;
    }
    const applied = await s.migrateLatest(db, config.databaseSchema);
    ctx.out.result({ database: where(config), applied }, () => {
      if (!applied.length) return ctx.out.success(`O banco já está atualizado (${where(config)}).`);
      ctx.out.success(`${plural(applied.length, 'migração aplicada', 'migrações aplicadas')} em ${where(config)}:`);
      for (const name of applied) ctx.out.line(`  ${name}`);
    });
  });
}

async function schemaExists(db: Db, schema: string | undefined): Promise<boolean> {
  if (!schema) return true;
  return !!(await db('information_schema.schemata').where({ schema_name: schema }).first());
}

/** The master account and, unless --no-demo, the demo kite shop: what a fresh install gets. */
export async function seedDatabase(options: { demo?: boolean | undefined }, ctx: Context): Promise<void> {
  const { s, config } = await server(ctx);
  const result = await explainingDatabaseErrors(config, async () => {
    // seed() wants the app's dependencies, made (and migrated) as `npm start` makes them; a
    // silent logger keeps stdout for our output.
    const deps = await s.createDeps(config, s.createLogger({ ...config, logLevel: 'silent' }));
    try {
      return await s.seed(deps, options.demo === undefined ? {} : { demo: options.demo });
    } finally {
      await deps.db.destroy();
    }
  });
  // stdout ends up in logs: in production a generated password lives only in the 0600 file
  const shown = (pw: string | undefined) => (config.env === 'production' ? null : (pw ?? null));
  const accounts = result.accounts.map((a) => ({ role: a.role, username: a.username, generated_password: shown(a.generatedPassword) }));
  const hidden = config.env === 'production' && result.accounts.some((a) => a.generatedPassword);
  const extra = hidden ? { credentials_file: s.credentialsFile(config.dataDir) } : {};
  ctx.out.result({ database: where(config), accounts, demo_created: result.demoCreated, ...extra }, () => {
    ctx.out.success(`Banco preparado (${where(config)}).`);
    for (const a of accounts) {
      const who = a.role === 'master' ? 'Master' : 'Loja demo';
      ctx.out.line(
        `  ${who}: usuário ${a.username}${a.generated_password ? `  senha ${a.generated_password}` : ' (já existia ou senha definida por variável)'}`,
      );
    }
    if (accounts.some((a) => a.generated_password)) ctx.out.line(`As senhas geradas também ficam em ${s.credentialsFile(config.dataDir)} (só o dono lê).`);
    if (hidden) ctx.out.line(`Senhas geradas (produção: não são mostradas aqui) em ${s.credentialsFile(config.dataDir)}, só o dono lê.`);
  });
}

/** What the server's timer does every 15 minutes, on demand: expired login counters, sessions, insight counters over 13 months and the trash's items over 30 days go. */
export async function pruneDatabase(ctx: Context): Promise<void> {
  const { s, config } = await server(ctx);
  const pruned = await withDatabase(s, config, async (db) => {
    await s.migrateLatest(db, config.databaseSchema);
    return s.pruneAll(config, db);
  });
  ctx.out.result({ database: where(config), pruned }, () => {
    ctx.out.success(`Limpeza concluída (${where(config)}).`);
    ctx.out.line(`  Contadores de login expirados removidos: ${pruned.login_attempts}`);
    ctx.out.line(`  Sessões expiradas removidas: ${pruned.sessions}`);
    ctx.out.line(`  Contadores de visitas com mais de 13 meses removidos: ${pruned.insight_counters}`);
    ctx.out.line(`  Itens da lixeira com mais de 30 dias excluídos definitivamente: ${pruned.trash_items}`);
  });
}

export interface CreateMasterOptions {
  username?: string | undefined;
  passwordStdin?: boolean | undefined;
}

/** Another master account, or the first one on a server set up without the seed. */
export async function createMaster(options: CreateMasterOptions, ctx: Context): Promise<void> {
  let username = options.username?.trim();
  let password: string | undefined;
  if (options.passwordStdin) {
    password = await readStdin(ctx.io);
    if (!password) throw usageError('A entrada padrão está vazia: nenhuma senha recebida por --password-stdin.');
  }
  if (!username) {
    if (!ctx.prompter.interactive) throw missingFlags(['--username'], ctx.command);
    username = await ctx.prompter.text({ message: 'Usuário do novo master', validate: validatorFor(usernameField) });
  }
  if (password === undefined && ctx.prompter.interactive) {
    password =
      (await ctx.prompter.secret({ message: 'Senha (Enter para gerar uma)', validate: (v) => (v === '' ? true : validatorFor(passwordField)(v)) })) ||
      undefined;
  }
  const name = validateInput(usernameField, username, ctx.command);
  if (password !== undefined) validateInput(passwordField, password, ctx.command);

  const { s, config } = await server(ctx);
  const outcome = await withDatabase(s, config, async (db) => {
    await s.migrateLatest(db, config.databaseSchema);
    const existing = await db('users').where({ username: name }).first();
    if (existing && existing.user_type !== 'master') {
      throw new CliError(`Já existe um usuário ${name} que não é master.`, { hint: 'Escolha outro nome com --username.' });
    }
    if (existing) return { status: 'exists' as const };
    const account = await s.ensureMaster(db, name, password);
    if (account.generatedPassword) s.writeInitialCredentials(config.dataDir, [account]);
    return { status: 'created' as const, generated: account.generatedPassword };
  });
  if (outcome.status === 'exists') {
    ctx.out.result({ status: 'exists', username: name }, () => ctx.out.line(`O master ${name} já existe; nada foi alterado.`));
    return;
  }
  const hide = config.env === 'production' && !!outcome.generated;
  const shownPassword = hide ? null : (outcome.generated ?? null);
  ctx.out.result(
    { status: 'created', username: name, generated_password: shownPassword, ...(hide ? { credentials_file: s.credentialsFile(config.dataDir) } : {}) },
    () => {
      ctx.out.success(`Master ${name} criado (${where(config)}).`);
      if (hide) ctx.out.line(`Senha gerada (produção: não é mostrada aqui) em ${s.credentialsFile(config.dataDir)}, só o dono lê.`);
      else if (outcome.generated) {
        ctx.out.line(`Senha gerada: ${outcome.generated}`);
        ctx.out.line(`Anote-a: também fica em ${s.credentialsFile(config.dataDir)} (só o dono lê).`);
      }
    },
  );
}
