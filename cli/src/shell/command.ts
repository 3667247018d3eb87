import { Command } from 'commander';
import { ApiClient } from '../api/api-client.ts';
import { configPath, readConfig, type ConfigFile } from '../config/config-store.ts';
import { notLoggedIn, resolveApiUrl, resolveToken, type Given, type Resolved } from '../config/credentials.ts';
import { configurePtBrHelp, GENERAL } from './help.ts';
import { flag } from './flags.ts';
import { canPrompt, type CliIO } from './io.ts';
import { Output } from './output.ts';
import { namesShop, shopAndArgs, shopRest } from './shop.ts';
import { noPrompter, terminalPrompter, type Prompter } from './prompter.ts';

/** What a service gets: where to write, whom to ask, and the command's name for hints. */
export interface Context {
  io: CliIO;
  out: Output;
  prompter: Prompter;
  /** "clients create": used in hints such as "veja vitrine clients create --help". */
  command: string;
}

/** Context of a command that talks to the API. */
export interface ApiContext extends Context {
  api: ApiClient;
  apiUrl: Resolved<string>;
  tokenSource: Resolved<string>['source'] | undefined;
  configFile: string;
  config: ConfigFile;
}

export interface LeafOptions {
  summary: string;
  description?: string;
  /** Shown under "Exemplos:" in --help, each a full command line. */
  examples: string[];
  /** Adds --api-url and --token. */
  api?: boolean;
  /** Adds --json. */
  json?: boolean;
  /** The command acts on one shop, named by --shop (shop.ts); lists its other arguments, in order. */
  shop?: string[];
}

/** A command that does something: pt-BR help, examples, and the shared flags it needs. */
export function leaf(name: string, o: LeafOptions): Command {
  const cmd = configurePtBrHelp(new Command(name))
    .summary(o.summary)
    .description(o.description ?? o.summary);
  commonFlags.set(cmd, { api: !!o.api, json: !!o.json });
  cmd.addHelpText('after', `\nExemplos:\n${o.examples.map((e) => `  $ ${e}`).join('\n')}\n`);
  if (o.shop) namesShop(cmd, o.shop);
  return cmd;
}

const commonFlags = new WeakMap<Command, { api: boolean; json: boolean }>();

/**
 * Adds --api-url, --token and --json to every command that asked for them. Done once the
 * tree is built so that, in --help, each command's own flags come first and these last.
 */
export function addCommonFlags(root: Command): void {
  for (const cmd of root.commands) {
    addCommonFlags(cmd);
    const wants = commonFlags.get(cmd);
    if (!wants) continue;
    if (wants.api) {
      cmd.addOption(
        flag('--api-url <url>', 'endereço do servidor (padrão: o do último login, ou http://localhost:3000)', { env: 'VITRINE_API_URL' }).helpGroup(GENERAL),
      );
      cmd.addOption(flag('--token <token>', 'token de acesso (vtr_…); sem ele, usa o salvo por vitrine login', { env: 'VITRINE_TOKEN' }).helpGroup(GENERAL));
      // not from the environment: a variable left exported must not silently drop encryption
      cmd.addOption(flag('--insecure', 'aceita http:// para um servidor fora desta máquina (senha e token às claras)', { env: false }).helpGroup(GENERAL));
    }
    if (wants.json) cmd.addOption(flag('--json', 'imprime só um documento JSON em stdout (para scripts)', { env: 'VITRINE_JSON' }).helpGroup(GENERAL));
  }
}

/** A command that only groups others (`clients`, `tokens`, `db` …). */
export function group(name: string, summary: string): Command {
  return configurePtBrHelp(new Command(name)).summary(summary).description(summary).helpCommand('help [comando]', 'mostra a ajuda de um comando');
}

const commandName = (cmd: Command): string => {
  const names: string[] = [];
  for (let c: Command | null = cmd; c?.parent; c = c.parent) names.unshift(c.name());
  return names.join(' ');
};

// commander hands back its options untyped; each command reads the ones it declared
// biome-ignore lint/suspicious/noExplicitAny: the values' types come from each command's own flags
type Opts = Record<string, any>;

function baseContext(io: CliIO, cmd: Command): Context {
  const opts = cmd.opts<Opts>();
  return {
    io,
    out: new Output(io, { json: !!opts.json }),
    prompter: canPrompt(io) ? terminalPrompter(io) : noPrompter,
    command: commandName(cmd),
  };
}

/** Resolves the API URL and the token (flag > environment > config file) for one command. */
function apiContext(io: CliIO, cmd: Command, options: { requireToken: boolean }): ApiContext {
  const configFile = configPath(io.env);
  const config = readConfig(configFile);
  const apiUrl = resolveApiUrl(given(cmd, 'apiUrl'), config, !!cmd.opts<Opts>().insecure);
  const token = resolveToken(given(cmd, 'token'), config, apiUrl.value);
  const base = baseContext(io, cmd);
  const noToken = options.requireToken && !token ? notLoggedIn(apiUrl.value, config) : undefined;
  // On a terminal, say so before asking anything; in a script, usage errors (exit 2) come
  // first, and the missing login is reported by the first request.
  if (noToken && base.prompter.interactive) throw noToken;
  return {
    ...base,
    api: new ApiClient(apiUrl.value, token?.value, fetch, noToken, ({ attempt, delayMs }) =>
      base.out.note(`O servidor está indisponível no momento (503); nova tentativa (${attempt}) em ${Math.ceil(delayMs / 1000)} s…`),
    ),
    apiUrl,
    tokenSource: token?.source,
    configFile,
    config,
  };
}

/** An option's value and whether it came from the command line or (through applyEnv) the environment. */
function given(cmd: Command, key: string): Given | undefined {
  const value = cmd.opts<Opts>()[key];
  if (typeof value !== 'string' || !value) return undefined;
  return { value, source: cmd.getOptionValueSource(key) === 'cli' ? 'flag' : 'env' };
}

/** The commander action for a command that needs no API. */
export function local(io: CliIO, fn: (ctx: Context, args: string[], opts: Opts) => Promise<void>) {
  return async (...params: unknown[]) => {
    const cmd = params.at(-1) as Command;
    await fn(baseContext(io, cmd), positional(params), cmd.opts<Opts>());
  };
}

/** The commander action for a command that talks to the API with a token. */
export function withApi(io: CliIO, fn: (ctx: ApiContext, args: string[], opts: Opts) => Promise<void>, options = { requireToken: true }) {
  return async (...params: unknown[]) => {
    const cmd = params.at(-1) as Command;
    await fn(apiContext(io, cmd, options), positional(params), cmd.opts<Opts>());
  };
}

/** The commander action of a command that names a shop (LeafOptions.shop): `fn` gets the shop and the other arguments. */
export function withShop(io: CliIO, fn: (ctx: ApiContext, shop: string, args: string[], opts: Opts) => Promise<void>) {
  return async (...params: unknown[]) => {
    const cmd = params.at(-1) as Command;
    const words = positional(params)
      .flat()
      .filter((w): w is string => typeof w === 'string');
    const ctx = apiContext(io, cmd, { requireToken: true });
    const given = { value: cmd.opts<Opts>().shop as string | undefined, fromEnv: cmd.getOptionValueSource('shop') === 'env' };
    const { shop, args } = shopAndArgs(ctx.command, given, words, shopRest(cmd));
    await fn(ctx, shop, args, cmd.opts<Opts>());
  };
}

/** commander calls an action with (...arguments, options, command). */
const positional = (params: unknown[]) => params.slice(0, -2) as string[];
