import { leaf, withApi } from '../shell/command.ts';
import type { CliIO } from '../shell/io.ts';
import { flag } from '../shell/flags.ts';
import { publishSite } from '../services/site-actions.ts';

export const publishCommand = (io: CliIO) =>
  leaf('publish', {
    summary: 'Publica o site de uma loja (fica no ar para os clientes)',
    description: 'Uma loja sem WhatsApp nem Instagram só é publicada com confirmação (pergunta no terminal, ou --yes).',
    examples: ['vitrine publish loja-do-ze', 'vitrine publish 12 --json', 'vitrine publish loja-sem-contato --yes'],
    api: true,
    json: true,
  })
    .argument('<subdominio>', 'subdomínio (ou id) da loja')
    .addOption(flag('-y, --yes', 'publica mesmo sem WhatsApp nem Instagram (obrigatório sem terminal nesse caso)'))
    .action(withApi(io, (ctx, [ref], o) => publishSite({ ref: ref!, yes: o.yes }, ctx)));
