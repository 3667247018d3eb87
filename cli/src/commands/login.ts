import { leaf, withApi } from '../shell/command.ts';
import { flag } from '../shell/flags.ts';
import type { CliIO } from '../shell/io.ts';
import { login } from '../services/auth.ts';

export const loginCommand = (io: CliIO) =>
  leaf('login', {
    summary: 'Entra como master e guarda um token de acesso',
    description:
      'Entra com usuário e senha de master, cria um token de API e o guarda em\n$XDG_CONFIG_HOME/vitrine/config.json (padrão ~/.config/vitrine, só o dono lê).\nNo terminal pergunta o que faltar; em scripts use --username e --password-stdin.',
    examples: ['vitrine login', 'vitrine login --api-url https://vitrine.exemplo.com.br', 'echo "$SENHA" | vitrine login --username master --password-stdin'],
    api: true,
    json: true,
  })
    .addOption(flag('--username <usuario>', 'usuário master'))
    .addOption(flag('--password-stdin', 'lê a senha da entrada padrão', { env: false }))
    .addOption(flag('--token-name <nome>', 'nome do token criado (padrão: vitrine-cli usuário@máquina)'))
    .action(
      withApi(io, (ctx, _args, o) => login({ username: o.username, passwordStdin: o.passwordStdin, tokenName: o.tokenName }, ctx), { requireToken: false }),
    );
