import { leaf, withApi } from '../../shell/command.ts';
import { flag } from '../../shell/flags.ts';
import type { CliIO } from '../../shell/io.ts';
import { createToken } from '../../services/tokens.ts';

export const tokensCreateCommand = (io: CliIO) =>
  leaf('create', {
    summary: 'Cria um token de API (para um CI ou outro computador)',
    examples: ['vitrine tokens create --name github-actions', 'vitrine tokens create --name ci --json | jq -r .token'],
    api: true,
    json: true,
  })
    .addOption(flag('--name <nome>', 'onde o token será usado', { env: 'VITRINE_TOKEN_NAME' }))
    .action(withApi(io, (ctx, _args, o) => createToken({ name: o.name }, ctx)));
