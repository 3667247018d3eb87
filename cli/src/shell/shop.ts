import type { Command } from 'commander';
import { flag } from './flags.ts';
import { usageError } from './errors.ts';

const restOf = new WeakMap<Command, string[]>();

/** The other arguments a shop command takes after the shop (namesShop). */
export const shopRest = (cmd: Command) => restOf.get(cmd) ?? [];

/**
 * One way to name the shop in every command (docs/cli.md, "Naming the shop"): `--shop
 * <subdominio>`, or VITRINE_SHOP. The subdomain as the first word, the older form, is still
 * accepted, so scripts written for it keep working; help shows only the one form.
 * `rest` names the command's other arguments in order, e.g. ['id', 'disponibilidade'].
 */
export function namesShop(cmd: Command, rest: string[] = []): Command {
  const words = rest.map((r) => ` <${r}>`).join('');
  restOf.set(cmd, rest);
  return (
    cmd
      .addOption(flag('--shop <subdominio>', 'subdomínio (ou id) da loja'))
      // no description: help shows the one form (the usage line), not the older one
      .argument('[argumentos...]')
      .usage(`--shop <subdominio>${words} [opções]`)
  );
}

/** The shop and the other arguments, whichever form was used; a clear usage error (exit 2) otherwise. */
export function shopAndArgs(
  command: string,
  given: { value: string | undefined; fromEnv: boolean },
  words: string[],
  rest: string[],
): { shop: string; args: string[] } {
  const usage = `vitrine ${command} --shop <subdominio>${rest.map((r) => ` <${r}>`).join('')}`;
  let shop = given.value;
  let args = words;
  if (words.length === rest.length + 1) {
    // the command line wins over a VITRINE_SHOP left in the environment
    if (shop && !given.fromEnv) throw usageError('A loja foi informada duas vezes (--shop e como primeira palavra).', `Use só --shop: ${usage}`);
    [shop, ...args] = words;
  }
  if (!shop) throw usageError('Falta a opção --shop.', `Informe a loja pelo subdomínio: ${usage} (ou VITRINE_SHOP).`);
  if (args.length !== rest.length) {
    const missing = rest.slice(args.length);
    throw usageError(missing.length ? `Falta o argumento <${missing[0]}>.` : 'Argumentos demais.', `Use: ${usage}`);
  }
  return { shop, args };
}
