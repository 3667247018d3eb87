import { leaf, withApi } from '../../shell/command.ts';
import type { CliIO } from '../../shell/io.ts';
import { listTokens } from '../../services/tokens.ts';

export const tokensListCommand = (io: CliIO) =>
  leaf('list', {
    summary: 'Lista os tokens de API ativos',
    examples: ['vitrine tokens list', 'vitrine tokens list --json'],
    api: true,
    json: true,
  }).action(withApi(io, (ctx) => listTokens(ctx)));
