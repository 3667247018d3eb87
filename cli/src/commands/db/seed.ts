import { leaf, local } from '../../shell/command.ts';
import { flag } from '../../shell/flags.ts';
import type { CliIO } from '../../shell/io.ts';
import { seedDatabase } from '../../services/server-setup.ts';
import { SERVER_SIDE_NOTE } from './migrate.ts';

export const dbSeedCommand = (io: CliIO) =>
  leaf('seed', {
    summary: 'Cria a conta master e a loja demo, se ainda não existem',
    description: `Cria o que uma instalação nova precisa, uma vez só: a conta master (VITRINE_MASTER_USERNAME,\nVITRINE_MASTER_PASSWORD ou senha gerada) e, fora de produção, a loja demo de pipas.\n\n${SERVER_SIDE_NOTE}`,
    examples: ['vitrine db seed', 'NODE_ENV=production vitrine db seed --json', 'vitrine db seed --no-demo'],
    json: true,
  })
    .addOption(flag('--demo', 'cria também a loja demo (padrão fora de produção)'))
    .addOption(flag('--no-demo', 'não cria a loja demo', { env: false }))
    .action(local(io, (ctx, _args, o) => seedDatabase({ demo: o.demo }, ctx)));
