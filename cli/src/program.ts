import { Command } from 'commander';
import pkg from '../package.json' with { type: 'json' };
import { addCommonFlags, group } from './shell/command.ts';
import { configurePtBrHelp, GENERAL } from './shell/help.ts';
import { applyEnv } from './shell/flags.ts';
import type { CliIO } from './shell/io.ts';
import { usageError } from './shell/errors.ts';
import { loginCommand } from './commands/login.ts';
import { logoutCommand } from './commands/logout.ts';
import { whoamiCommand } from './commands/whoami.ts';
import { passwdCommand } from './commands/passwd.ts';
import { clientsListCommand } from './commands/clients/list.ts';
import { clientsShowCommand } from './commands/clients/show.ts';
import { clientsCreateCommand } from './commands/clients/create.ts';
import { clientsUpdateCommand } from './commands/clients/update.ts';
import { clientsDeleteCommand } from './commands/clients/delete.ts';
import { publishCommand } from './commands/publish.ts';
import { unpublishCommand } from './commands/unpublish.ts';
import { accessCommand } from './commands/access.ts';
import { domainsSetupCommand } from './commands/domains/setup.ts';
import { domainsCheckCommand } from './commands/domains/check.ts';
import { domainsStatusCommand } from './commands/domains/status.ts';
import { deployCommand } from './commands/deploy.ts';
import { statsCommand } from './commands/stats.ts';
import { tokensCreateCommand } from './commands/tokens/create.ts';
import { tokensListCommand } from './commands/tokens/list.ts';
import { tokensRevokeCommand } from './commands/tokens/revoke.ts';
import { auditCommand } from './commands/audit.ts';
import { dbMigrateCommand } from './commands/db/migrate.ts';
import { dbSeedCommand } from './commands/db/seed.ts';
import { dbPruneCommand } from './commands/db/prune.ts';
import { usersCreateMasterCommand } from './commands/users/create-master.ts';
import { productsListCommand } from './commands/products/list.ts';
import { productsExportCommand } from './commands/products/export.ts';
import { productsImportCommand } from './commands/products/import.ts';
import { productsAvailabilityCommand } from './commands/products/availability.ts';
import { completionCommand } from './commands/completion.ts';

const VERSION: string = pkg.version;

function helpFor(program: Command, words: string[]): Command {
  let cmd = program;
  for (const word of words) {
    const sub = cmd.commands.find((c) => c.name() === word);
    if (!sub) throw usageError(`comando desconhecido: ${[...words.slice(0, words.indexOf(word)), word].join(' ')}`, 'Veja os comandos com: vitrine --help');
    cmd = sub;
  }
  return cmd;
}

/** The whole `vitrine` command tree. Building it has no side effects; run() parses and acts. */
export function buildProgram(io: CliIO): Command {
  const program = configurePtBrHelp(new Command('vitrine'))
    .description('Vitrine: administre as lojas da plataforma pela linha de comando.')
    .version(VERSION, '-v, --version', 'mostra a versão')
    .addHelpText(
      'after',
      [
        '',
        'Primeiros passos:',
        '  $ vitrine login',
        '  $ vitrine clients create',
        '  $ vitrine publish loja-do-ze && vitrine deploy loja-do-ze',
        '',
        'Em scripts e CI: defina VITRINE_API_URL e VITRINE_TOKEN e use --json; nada é perguntado',
        'quando não há terminal ou CI está definido. Cada opção --nome-da-opcao também pode vir de',
        'VITRINE_NOME_DA_OPCAO (menos --yes: confirmação só na linha de comando). Com --json, um erro',
        'também é JSON: {"error": {"message", "code", "hint"}}. Códigos de saída: 0 ok, 1 falha informada',
        'pela API, 2 uso incorreto, 3 autenticação, 4 não encontrado. Autocompletar: vitrine completion.',
        'Guia completo: docs/cli.md',
        '',
      ].join('\n'),
    );

  program.commandsGroup('Acesso:');
  program.addCommand(loginCommand(io)).addCommand(logoutCommand(io)).addCommand(whoamiCommand(io)).addCommand(passwdCommand(io));

  program.commandsGroup('Lojas:');
  const clients = group('clients', 'Lista, mostra, cria, altera e exclui lojas');
  clients
    .addCommand(clientsListCommand(io))
    .addCommand(clientsShowCommand(io))
    .addCommand(clientsCreateCommand(io))
    .addCommand(clientsUpdateCommand(io))
    .addCommand(clientsDeleteCommand(io));
  const domains = group('domains', 'Configura e verifica o DNS e o domínio próprio das lojas');
  domains.addCommand(domainsSetupCommand(io)).addCommand(domainsCheckCommand(io)).addCommand(domainsStatusCommand(io));
  program
    .addCommand(clients)
    .addCommand(publishCommand(io))
    .addCommand(unpublishCommand(io))
    .addCommand(accessCommand(io))
    .addCommand(domains)
    .addCommand(deployCommand(io))
    .addCommand(statsCommand(io));
  const products = group('products', 'Lista os produtos de uma loja, muda a disponibilidade, exporta e importa a planilha');
  products
    .addCommand(productsListCommand(io))
    .addCommand(productsAvailabilityCommand(io))
    .addCommand(productsExportCommand(io))
    .addCommand(productsImportCommand(io));
  program.addCommand(products);

  program.commandsGroup('Plataforma:');
  const tokens = group('tokens', 'Cria, lista e revoga tokens de API');
  tokens.addCommand(tokensCreateCommand(io)).addCommand(tokensListCommand(io)).addCommand(tokensRevokeCommand(io));
  const db = group('db', 'Prepara o banco de dados de um servidor (sem a API no ar)');
  db.addCommand(dbMigrateCommand(io)).addCommand(dbSeedCommand(io)).addCommand(dbPruneCommand(io));
  const users = group('users', 'Contas de administrador master (direto no banco)');
  users.addCommand(usersCreateMasterCommand(io));
  program.addCommand(tokens).addCommand(auditCommand(io)).addCommand(db).addCommand(users).addCommand(completionCommand(io, VERSION));

  // Ours rather than commander's, which reads only one word: `vitrine help clients create`.
  program.commandsGroup('Ajuda:').helpCommand(false);
  program.addCommand(
    configurePtBrHelp(new Command('help'))
      .description('mostra a ajuda de um comando')
      .argument('[comando...]', 'o comando, por exemplo: clients create')
      .addHelpText('after', '\nExemplos:\n  $ vitrine help clients create\n')
      .action((words: string[]) => helpFor(program, words).outputHelp()),
  );

  addCommonFlags(program);
  program.options.find((o) => o.long === '--version')?.helpGroup(GENERAL);

  // Flags not typed on the command line come from VITRINE_* variables (see flags.ts).
  program.hook('preAction', (_program, action) => applyEnv(action, io.env));
  return program;
}
