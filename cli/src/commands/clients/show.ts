import { leaf, withShop } from '../../shell/command.ts';
import type { CliIO } from '../../shell/io.ts';
import { showClient } from '../../services/clients.ts';

export const clientsShowCommand = (io: CliIO) =>
  leaf('show', {
    summary: 'Mostra uma loja',
    examples: ['vitrine clients show --shop loja-do-ze', 'vitrine clients show --shop 12 --json'],
    api: true,
    json: true,
    shop: [],
  }).action(withShop(io, (ctx, ref) => showClient({ ref }, ctx)));
