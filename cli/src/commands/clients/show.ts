import { leaf, withApi } from '../../shell/command.ts';
import type { CliIO } from '../../shell/io.ts';
import { showClient } from '../../services/clients.ts';

export const clientsShowCommand = (io: CliIO) =>
  leaf('show', {
    summary: 'Mostra uma loja',
    examples: ['vitrine clients show loja-do-ze', 'vitrine clients show 12 --json'],
    api: true,
    json: true,
  })
    .argument('<subdominio>', 'subdomínio (ou id) da loja')
    .action(withApi(io, (ctx, [ref]) => showClient({ ref: ref! }, ctx)));
