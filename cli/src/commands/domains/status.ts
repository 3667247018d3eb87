import { leaf, withShop } from '../../shell/command.ts';
import type { CliIO } from '../../shell/io.ts';
import { domainStatus } from '../../services/domain-status.ts';

export const domainsStatusCommand = (io: CliIO) =>
  leaf('status', {
    summary: 'Mostra a situação do domínio próprio da loja (pendente, verificado, ativo) e o próximo passo',
    examples: ['vitrine domains status --shop loja-do-ze', 'vitrine domains status --shop loja-do-ze --json'],
    api: true,
    json: true,
    shop: [],
  }).action(withShop(io, (ctx, ref) => domainStatus({ ref }, ctx)));
