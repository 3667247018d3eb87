import { leaf, withShop } from '../shell/command.ts';
import type { CliIO } from '../shell/io.ts';
import { flag } from '../shell/flags.ts';
import { publishSite } from '../services/site-actions.ts';

export const publishCommand = (io: CliIO) =>
  leaf('publish', {
    summary: 'Publica o site de uma loja (fica no ar para os clientes)',
    description: 'Uma loja sem WhatsApp nem Instagram só é publicada com confirmação (pergunta no terminal, ou --yes).',
    examples: ['vitrine publish --shop loja-do-ze', 'vitrine publish --shop 12 --json', 'vitrine publish --shop loja-sem-contato --yes'],
    api: true,
    json: true,
    shop: [],
  })
    .addOption(flag('-y, --yes', 'publica mesmo sem WhatsApp nem Instagram (obrigatório sem terminal nesse caso)'))
    .action(withShop(io, (ctx, ref, _args, o) => publishSite({ ref, yes: o.yes }, ctx)));
