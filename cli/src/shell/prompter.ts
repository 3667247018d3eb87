import type { CliIO } from './io.ts';

interface TextQuestion {
  message: string;
  default?: string | undefined;
  /** true, or the pt-BR message to show while the answer is not acceptable. */
  validate?: ((value: string) => true | string) | undefined;
}

/**
 * Asks the person at the terminal. Services receive one through their context; tests of a
 * service may hand it a scripted fake, the binary's tests answer through a pseudo-terminal.
 */
export interface Prompter {
  /** false without a terminal or under CI: services must then name the missing flag instead. */
  readonly interactive: boolean;
  text(q: TextQuestion): Promise<string>;
  secret(q: TextQuestion): Promise<string>;
  confirm(q: { message: string; default?: boolean }): Promise<boolean>;
}

const PT_BR_CONFIRM = { keywords: { yes: 'sim', no: 'não', error: () => 'Responda s (sim) ou n (não).' } };

const PT_BR_PASSWORD = { style: { keysHelpTip: () => 'ctrl+t mostra ou esconde a senha' } };

/** @inquirer/prompts drawn on stderr, so stdout stays free for results. */
export function terminalPrompter(io: CliIO): Prompter {
  const streams = { input: io.stdin, output: io.stderr };
  // Loaded on the first question: scripts, which never ask, do not pay for it.
  const prompts = () => import('@inquirer/prompts');
  return {
    interactive: true,
    text: async (q) => (await prompts()).input({ message: q.message, default: q.default || undefined, validate: q.validate }, streams),
    secret: async (q) => (await prompts()).password({ message: q.message, mask: '*', validate: q.validate, theme: PT_BR_PASSWORD }, streams),
    confirm: async (q) => (await prompts()).confirm({ message: q.message, default: q.default ?? false, theme: PT_BR_CONFIRM }, streams),
  };
}

/** Without a terminal every question is a bug in the caller: services check `interactive` first. */
export const noPrompter: Prompter = {
  interactive: false,
  text: () => Promise.reject(new Error('no terminal to ask on')),
  secret: () => Promise.reject(new Error('no terminal to ask on')),
  confirm: () => Promise.reject(new Error('no terminal to ask on')),
};
