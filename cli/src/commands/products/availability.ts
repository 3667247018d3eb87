import { leaf, withApi } from '../../shell/command.ts';
import type { CliIO } from '../../shell/io.ts';
import { setAvailability } from '../../services/products.ts';

export const productsAvailabilityCommand = (io: CliIO) =>
  leaf('availability', {
    summary: 'Muda a disponibilidade de um produto: disponivel, esgotado (aparece marcado) ou oculto (sai da loja)',
    examples: ['vitrine products availability loja-do-ze 17 esgotado', 'vitrine products availability loja-do-ze 17 disponivel --json'],
    api: true,
    json: true,
  })
    .argument('<subdominio>', 'subdomínio (ou id) da loja')
    .argument('<id>', 'id do produto (veja vitrine products list)')
    .argument('<disponibilidade>', 'disponivel, esgotado ou oculto')
    .action(withApi(io, (ctx, [ref, id, availability]) => setAvailability({ ref: ref!, id: id!, availability: availability! }, ctx)));
