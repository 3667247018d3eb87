import { leaf, withApi } from '../../shell/command.ts';
import type { CliIO } from '../../shell/io.ts';
import { listClients } from '../../services/clients.ts';

export const clientsListCommand = (io: CliIO) =>
  leaf('list', {
    summary: 'Lista as lojas (clientes)',
    examples: ['vitrine clients list', "vitrine clients list --json | jq -r '.[].subdomain'"],
    api: true,
    json: true,
  }).action(withApi(io, (ctx) => listClients(ctx)));
