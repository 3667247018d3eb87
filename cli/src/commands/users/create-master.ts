import { leaf, local } from '../../shell/command.ts';
import { flag } from '../../shell/flags.ts';
import type { CliIO } from '../../shell/io.ts';
import { createMaster } from '../../services/server-setup.ts';
import { SERVER_SIDE_NOTE } from '../db/migrate.ts';

export const usersCreateMasterCommand = (io: CliIO) =>
  leaf('create-master', {
    summary: 'Cria uma conta de administrador master direto no banco',
    description: `Cria um usuário master. Sem senha, gera uma, mostra uma vez e a grava em\nDATA_DIR/initial-credentials.txt.\n\n${SERVER_SIDE_NOTE}`,
    examples: ['vitrine users create-master --username ana', 'echo "$SENHA" | vitrine users create-master --username ana --password-stdin --json'],
    json: true,
  })
    .addOption(flag('--username <usuario>', 'usuário do novo master'))
    .addOption(flag('--password-stdin', 'lê a senha da entrada padrão', { env: false }))
    .action(local(io, (ctx, _args, o) => createMaster({ username: o.username, passwordStdin: o.passwordStdin }, ctx)));
