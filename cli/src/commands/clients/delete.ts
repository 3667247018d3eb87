import { leaf, withShop } from '../../shell/command.ts';
import type { CliIO } from '../../shell/io.ts';
import { deleteClient } from '../../services/clients.ts';
import { yesFlag } from '../../shell/confirm.ts';

export const clientsDeleteCommand = (io: CliIO) =>
  leaf('delete', {
    summary: 'Exclui uma loja, com seus produtos, categorias e imagens',
    examples: ['vitrine clients delete --shop loja-do-ze', 'vitrine clients delete --shop loja-do-ze --yes'],
    api: true,
    json: true,
    shop: [],
  })
    .addOption(yesFlag())
    .action(withShop(io, (ctx, ref, _args, o) => deleteClient({ ref, yes: o.yes }, ctx)));
