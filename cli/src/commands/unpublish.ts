import { leaf, withShop } from '../shell/command.ts';
import type { CliIO } from '../shell/io.ts';
import { unpublishSite } from '../services/site-actions.ts';

export const unpublishCommand = (io: CliIO) =>
  leaf('unpublish', {
    summary: 'Tira o site de uma loja do ar (o painel do lojista continua)',
    examples: ['vitrine unpublish --shop loja-do-ze'],
    api: true,
    json: true,
    shop: [],
  }).action(withShop(io, (ctx, ref) => unpublishSite({ ref }, ctx)));
