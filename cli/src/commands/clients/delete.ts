import { leaf, withApi } from '../../shell/command.ts';
import type { CliIO } from '../../shell/io.ts';
import { deleteClient } from '../../services/clients.ts';
import { yesFlag } from '../../shell/confirm.ts';

export const clientsDeleteCommand = (io: CliIO) =>
  leaf('delete', {
    summary: 'Exclui uma loja, com seus produtos, categorias e imagens',
    examples: ['vitrine clients delete loja-do-ze', 'vitrine clients delete loja-do-ze --yes'],
    api: true,
    json: true,
  })
    .argument('<subdominio>', 'subdomínio (ou id) da loja')
    .addOption(yesFlag())
    .action(withApi(io, (ctx, [ref], o) => deleteClient({ ref: ref!, yes: o.yes }, ctx)));
