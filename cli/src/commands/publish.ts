import { leaf, withApi } from '../shell/command.ts';
import type { CliIO } from '../shell/io.ts';
import { publishSite } from '../services/site-actions.ts';

export const publishCommand = (io: CliIO) =>
  leaf('publish', {
    summary: 'Publica o site de uma loja (fica no ar para os clientes)',
    examples: ['vitrine publish loja-do-ze', 'vitrine publish 12 --json'],
    api: true,
    json: true,
  })
    .argument('<subdominio>', 'subdomínio (ou id) da loja')
    .action(withApi(io, (ctx, [ref]) => publishSite({ ref: ref! }, ctx)));
