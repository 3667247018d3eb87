import { leaf, withApi } from '../../shell/command.ts';
import { flag } from '../../shell/flags.ts';
import type { CliIO } from '../../shell/io.ts';
import { createToken } from '../../services/tokens.ts';

export const tokensCreateCommand = (io: CliIO) =>
  leaf('create', {
    summary: 'Cria um token de API (para um CI ou outro computador), com a senha do master',
    description:
      'Um token não cria tokens: este comando pede a senha do master (no terminal, ou por\n--password-stdin em scripts). O token expira em 90 dias (TOKEN_TTL_DAYS do servidor) ou em --days.',
    examples: [
      'vitrine tokens create --name github-actions',
      'echo "$SENHA" | vitrine tokens create --name ci --days 30 --username master --password-stdin --json | jq -r .token',
    ],
    api: true,
    json: true,
  })
    .addOption(flag('--name <nome>', 'onde o token será usado', { env: 'VITRINE_TOKEN_NAME' }))
    .addOption(flag('--days <dias>', 'validade em dias, de 1 a 365 (padrão: a do servidor, 90)'))
    .addOption(flag('--username <usuario>', 'usuário master (padrão: o do último vitrine login)'))
    .addOption(flag('--password-stdin', 'lê a senha da entrada padrão', { env: false }))
    .action(
      withApi(io, (ctx, _args, o) => createToken({ name: o.name, days: o.days, username: o.username, passwordStdin: o.passwordStdin }, ctx), {
        requireToken: false,
      }),
    );
