import { leaf, withApi } from '../shell/command.ts';
import type { CliIO } from '../shell/io.ts';
import { unpublishSite } from '../services/site-actions.ts';

export const unpublishCommand = (io: CliIO) =>
  leaf('unpublish', {
    summary: 'Tira o site de uma loja do ar (o painel do lojista continua)',
    examples: ['vitrine unpublish loja-do-ze'],
    api: true,
    json: true,
  })
    .argument('<subdominio>', 'subdomínio (ou id) da loja')
    .action(withApi(io, (ctx, [ref]) => unpublishSite({ ref: ref! }, ctx)));
