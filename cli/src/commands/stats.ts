import { leaf, withApi } from '../shell/command.ts';
import type { CliIO } from '../shell/io.ts';
import { showStats } from '../services/stats.ts';

export const statsCommand = (io: CliIO) =>
  leaf('stats', {
    summary: 'Contagem de lojas: total, ativas, publicadas e inativas',
    examples: ['vitrine stats', 'vitrine stats --json'],
    api: true,
    json: true,
  }).action(withApi(io, (ctx) => showStats(ctx)));
