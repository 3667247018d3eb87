import { leaf, withShop } from '../shell/command.ts';
import type { CliIO } from '../shell/io.ts';
import { sendAccess } from '../services/site-actions.ts';
import { yesFlag } from '../shell/confirm.ts';

export const accessCommand = (io: CliIO) =>
  leaf('access', {
    summary: 'Gera o acesso do administrador da loja (nova senha e mensagem para enviar)',
    description:
      'Gera uma nova senha para o administrador da loja e mostra usuário, senha, endereço de\nentrada e uma mensagem pronta para enviar ao cliente. A senha anterior deixa de valer.',
    examples: ['vitrine access --shop loja-do-ze', 'vitrine access --shop loja-do-ze --yes --json'],
    api: true,
    json: true,
    shop: [],
  })
    .addOption(yesFlag())
    .action(withShop(io, (ctx, ref, _args, o) => sendAccess({ ref, yes: o.yes }, ctx)));
