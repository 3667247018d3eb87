import { leaf, withApi } from '../../shell/command.ts';
import type { CliIO } from '../../shell/io.ts';
import { revokeToken } from '../../services/tokens.ts';
import { yesFlag } from '../../shell/confirm.ts';

export const tokensRevokeCommand = (io: CliIO) =>
  leaf('revoke', {
    summary: 'Revoga um token de API',
    examples: ['vitrine tokens revoke 3', 'vitrine tokens revoke 3 --yes'],
    api: true,
    json: true,
  })
    .argument('<id>', 'id do token (veja vitrine tokens list)')
    .addOption(yesFlag())
    .action(withApi(io, (ctx, [id], o) => revokeToken({ id: id!, yes: o.yes }, ctx)));
