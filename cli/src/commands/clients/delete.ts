import { leaf, withApi } from '../../shell/command.ts';
import { flag } from '../../shell/flags.ts';
import type { CliIO } from '../../shell/io.ts';
import { deleteClient } from '../../services/clients.ts';

export const clientsDeleteCommand = (io: CliIO) =>
  leaf('delete', {
    summary: 'Exclui uma loja, com seus produtos, categorias e imagens',
    examples: ['vitrine clients delete loja-do-ze', 'vitrine clients delete loja-do-ze --yes'],
    api: true,
    json: true,
  })
    .argument('<subdominio>', 'subdomínio (ou id) da loja')
    .addOption(flag('-y, --yes', 'não pede confirmação (obrigatório sem terminal)'))
    .action(withApi(io, (ctx, [ref], o) => deleteClient({ ref: ref!, yes: o.yes }, ctx)));
