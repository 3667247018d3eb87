import { leaf, withApi } from '../shell/command.ts';
import type { CliIO } from '../shell/io.ts';
import { whoami } from '../services/auth.ts';

export const whoamiCommand = (io: CliIO) =>
  leaf('whoami', {
    summary: 'Mostra com qual usuário, servidor e token você está',
    examples: ['vitrine whoami', 'vitrine whoami --json'],
    api: true,
    json: true,
  }).action(withApi(io, (ctx) => whoami(ctx)));
