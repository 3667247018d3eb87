import { leaf, withShop } from '../../shell/command.ts';
import { flag } from '../../shell/flags.ts';
import type { CliIO } from '../../shell/io.ts';
import { listProducts } from '../../services/products.ts';

export const productsListCommand = (io: CliIO) =>
  leaf('list', {
    summary: 'Lista os produtos de uma loja (ocultos incluídos), com a busca da loja',
    examples: ['vitrine products list --shop loja-do-ze', 'vitrine products list --shop loja-do-ze --search pipa --availability esgotado --json'],
    api: true,
    json: true,
    shop: [],
  })
    .addOption(flag('--search <texto>', 'busca como a da loja (nome, categoria, descrição; tolera erros de digitação)'))
    .addOption(flag('--availability <disponibilidade>', 'só os produtos disponivel, esgotado ou oculto'))
    .action(
      withShop(io, (ctx, ref, _args, o) =>
        listProducts({ ref, search: o.search as string | undefined, availability: o.availability as string | undefined }, ctx),
      ),
    );
