import { leaf, withShop } from '../../shell/command.ts';
import type { CliIO } from '../../shell/io.ts';
import { setAvailability } from '../../services/products.ts';

export const productsAvailabilityCommand = (io: CliIO) =>
  leaf('availability', {
    summary: 'Muda a disponibilidade de um produto: disponivel, esgotado (aparece marcado) ou oculto (sai da loja)',
    description: '<id>: o id do produto (veja vitrine products list); <disponibilidade>: disponivel, esgotado ou oculto.',
    examples: ['vitrine products availability --shop loja-do-ze 17 esgotado', 'vitrine products availability --shop loja-do-ze 17 disponivel --json'],
    api: true,
    json: true,
    shop: ['id', 'disponibilidade'],
  }).action(withShop(io, (ctx, ref, [id, availability]) => setAvailability({ ref, id: id!, availability: availability! }, ctx)));
