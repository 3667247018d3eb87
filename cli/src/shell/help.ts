import { Help, Option, type Argument, type Command, type CommanderError } from 'commander';
import { envVarOf } from './flags.ts';

const TITLES: Record<string, string> = {
  'Usage:': 'Uso:',
  'Arguments:': 'Argumentos:',
  'Options:': 'Opções:',
  'Commands:': 'Comandos:',
  'Global Options:': 'Opções globais:',
};

const ptBrTerms = (s: string) => s.replace('[options]', '[opções]').replace('[command]', '[comando]');
const helper = new Help();

/** Heading of the flags every command shares (--api-url, --token, --json, --help). */
export const GENERAL = 'Opções gerais:';

/** Commander's help, in pt-BR, with the environment variable that can replace each flag. */
export function configurePtBrHelp(cmd: Command): Command {
  return cmd.addHelpOption(new Option('-h, --help', 'mostra esta ajuda').helpGroup(GENERAL)).configureHelp({
    styleTitle: (title: string) => TITLES[title] ?? title,
    sortSubcommands: false,
    commandUsage: (c: Command) => ptBrTerms(Help.prototype.commandUsage.call(helper, c)),
    subcommandTerm: (c: Command) => ptBrTerms(Help.prototype.subcommandTerm.call(helper, c)),
    argumentDescription(argument: Argument) {
      return `${argument.description}${argument.argChoices ? ` (valores: ${argument.argChoices.join(', ')})` : ''}`;
    },
    optionDescription(option: Option) {
      const env = envVarOf(option);
      const extra = option.argChoices ? ` (valores: ${option.argChoices.join(', ')})` : '';
      return `${option.description}${extra}${env ? ` [env: ${env}]` : ''}`;
    },
  });
}

/** Commander's parse errors, which are in English, said in pt-BR. */
export function translateCommanderError(err: CommanderError): string {
  const m = err.message.replace(/^error: /, '');
  let r: RegExpMatchArray | null;
  switch (err.code) {
    case 'commander.unknownOption':
      if ((r = m.match(/unknown option '([^']+)'(?:\s*\(Did you mean (.+)\?\))?/))) {
        return `opção desconhecida: ${r[1]}${r[2] ? ` (você quis dizer ${r[2]}?)` : ''}`;
      }
      break;
    case 'commander.unknownCommand':
      if ((r = m.match(/unknown command '([^']+)'(?:\s*\(Did you mean (.+)\?\))?/))) {
        return `comando desconhecido: ${r[1]}${r[2] ? ` (você quis dizer ${r[2]}?)` : ''}`;
      }
      break;
    case 'commander.missingArgument':
      if ((r = m.match(/missing required argument '([^']+)'/))) return `falta o argumento <${r[1]}>`;
      break;
    case 'commander.optionMissingArgument':
      if ((r = m.match(/option '([^']+)' argument missing/))) return `a opção ${r[1]} precisa de um valor`;
      break;
    case 'commander.excessArguments':
      if ((r = m.match(/Expected (\d+) arguments? but got (\d+)/))) return `argumentos demais: esperado ${r[1]}, recebido ${r[2]}`;
      return 'argumentos demais';
    case 'commander.invalidArgument':
      if ((r = m.match(/option '([^']+)' argument '([^']*)' is invalid\.\s*(.*)$/s))) {
        return `valor inválido para ${r[1]}: '${r[2]}'. ${allowed(r[3]!)}`.trim();
      }
      if ((r = m.match(/command-argument value '([^']*)' is invalid for argument '([^']+)'\.\s*(.*)$/s))) {
        return `valor inválido para <${r[2]}>: '${r[1]}'. ${allowed(r[3]!)}`.trim();
      }
      break;
    case 'commander.conflictingOption':
      if ((r = m.match(/option '([^']+)' cannot be used with option '([^']+)'/))) return `as opções ${r[1]} e ${r[2]} não podem ser usadas juntas`;
      break;
  }
  return m;
}

const allowed = (rest: string) => rest.replace(/^Allowed choices are (.+)\.$/, 'Valores aceitos: $1.');
