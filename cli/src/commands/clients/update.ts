import { leaf, withShop } from '../../shell/command.ts';
import { flag } from '../../shell/flags.ts';
import { usageError } from '../../shell/errors.ts';
import type { CliIO } from '../../shell/io.ts';
import { clientFieldsFromOptions } from '../../services/client-fields.ts';
import { updateClient } from '../../services/update-client.ts';
import { addClientFieldFlags } from './client-options.ts';

export const clientsUpdateCommand = (io: CliIO) =>
  addClientFieldFlags(
    leaf('update', {
      summary: 'Altera os dados de uma loja (só os campos informados)',
      description: 'Altera só os campos informados. No terminal e sem campos, pergunta os principais\nmostrando os valores atuais.',
      examples: [
        'vitrine clients update --shop loja-do-ze --whatsapp 11987654321 --city "São Paulo"',
        'vitrine clients update --shop loja-do-ze --inactive',
        'vitrine clients update --shop 12',
      ],
      api: true,
      json: true,
      shop: [],
    }),
  )
    .addOption(flag('--active', 'ativa a loja'))
    .addOption(flag('--inactive', 'desativa a loja (o site e o painel do lojista param)'))
    .action(
      withShop(io, (ctx, ref, _args, o) => {
        if (o.active && o.inactive) throw usageError('Use --active ou --inactive, não os dois.');
        return updateClient({ ref, fields: clientFieldsFromOptions(o), active: o.active ? true : o.inactive ? false : undefined }, ctx);
      }),
    );
