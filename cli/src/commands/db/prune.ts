import { leaf, local } from '../../shell/command.ts';
import type { CliIO } from '../../shell/io.ts';
import { pruneDatabase } from '../../services/server-setup.ts';
import { SERVER_SIDE_NOTE } from './migrate.ts';

export const dbPruneCommand = (io: CliIO) =>
  leaf('prune', {
    summary: 'Remove contadores de login e sessões expirados e esvazia a lixeira do que passou de 30 dias',
    description: `O servidor já faz esta limpeza a cada 15 minutos; este comando a faz agora (por exemplo num cron,\ncom o servidor parado, ou antes de um backup).\n\n${SERVER_SIDE_NOTE}`,
    examples: ['vitrine db prune', 'DATABASE_URL=postgres://vitrine@db/vitrine vitrine db prune --json'],
    json: true,
  }).action(local(io, (ctx) => pruneDatabase(ctx)));
