import { leaf, local } from '../../shell/command.ts';
import { flag } from '../../shell/flags.ts';
import type { CliIO } from '../../shell/io.ts';
import { migrate } from '../../services/server-setup.ts';

export const dbMigrateCommand = (io: CliIO) =>
  leaf('migrate', {
    summary: 'Aplica as migrações pendentes do banco (sem subir a API)',
    description: SERVER_SIDE_NOTE,
    examples: ['DATABASE_URL=postgres://vitrine@db/vitrine vitrine db migrate', 'DATA_DIR=/srv/vitrine vitrine db migrate --status'],
    json: true,
  })
    .addOption(flag('--status', 'só mostra as migrações aplicadas e pendentes'))
    .action(local(io, (ctx, _args, o) => migrate({ status: o.status }, ctx)));

export const SERVER_SIDE_NOTE =
  'Roda no servidor, direto no banco, com as mesmas variáveis da API (DATABASE_URL, ou o banco\nembutido em DATA_DIR). Com o banco embutido, pare o servidor antes: ele não aceita dois processos.';
