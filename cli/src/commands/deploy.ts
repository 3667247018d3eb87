import { leaf, withShop } from '../shell/command.ts';
import type { CliIO } from '../shell/io.ts';
import { deploySite } from '../services/site-actions.ts';

export const deployCommand = (io: CliIO) =>
  leaf('deploy', {
    summary: 'Exporta o site da loja como arquivos estáticos para o destino de deploy',
    description:
      'Gera as páginas da loja e as envia ao destino configurado no servidor (DEPLOY_TARGET:\numa pasta ou s3://bucket/prefixo). Mostra o log do servidor ao final.',
    examples: ['vitrine deploy --shop loja-do-ze', 'vitrine deploy --shop loja-do-ze --json'],
    api: true,
    json: true,
    shop: [],
  }).action(withShop(io, (ctx, ref) => deploySite({ ref }, ctx)));
