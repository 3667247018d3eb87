import { leaf, withApi } from '../../shell/command.ts';
import { flag } from '../../shell/flags.ts';
import type { CliIO } from '../../shell/io.ts';
import { revokeToken } from '../../services/tokens.ts';

export const tokensRevokeCommand = (io: CliIO) =>
  leaf('revoke', {
    summary: 'Revoga um token de API',
    examples: ['vitrine tokens revoke 3', 'vitrine tokens revoke 3 --yes'],
    api: true,
    json: true,
  })
    .argument('<id>', 'id do token (veja vitrine tokens list)')
    .addOption(flag('-y, --yes', 'não pede confirmação (obrigatório sem terminal)'))
    .action(withApi(io, (ctx, [id], o) => revokeToken({ id: id!, yes: o.yes }, ctx)));
