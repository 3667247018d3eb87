import { Argument, type Command } from 'commander';
import { leaf } from '../shell/command.ts';
import type { CliIO } from '../shell/io.ts';
import { completionScript, SHELLS, type Shell } from '../shell/completion.ts';

export const completionCommand = (io: CliIO, version: string) =>
  leaf('completion', {
    summary: 'Imprime o script de autocompletar do shell (bash, zsh ou fish)',
    description:
      'Imprime o script de autocompletar de comandos e opções para o shell escolhido, feito a partir dos próprios comandos da vitrine. ' +
      'Para esta sessão do bash: source <(vitrine completion bash) (ou ponha essa linha no ~/.bashrc). Gere de novo depois de atualizar a vitrine.',
    examples: [
      'vitrine completion bash > ~/.local/share/bash-completion/completions/vitrine',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a zsh expansion the user types, not a template
      'vitrine completion zsh > "${fpath[1]}/_vitrine"',
      'vitrine completion fish > ~/.config/fish/completions/vitrine.fish',
    ],
  })
    .addArgument(new Argument('<shell>', 'o shell').choices(SHELLS))
    .action((shell: Shell, _opts: unknown, cmd: Command) => {
      let root = cmd;
      while (root.parent) root = root.parent;
      io.stdout.write(completionScript(shell, root, version));
    });
