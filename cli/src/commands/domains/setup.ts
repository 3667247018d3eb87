import { leaf, withShop } from '../../shell/command.ts';
import { flag } from '../../shell/flags.ts';
import type { CliIO } from '../../shell/io.ts';
import { setupDomains } from '../../services/site-actions.ts';

export const domainsSetupCommand = (io: CliIO) =>
  leaf('setup', {
    summary: 'Configura o DNS da loja (subdomínio e, se quiser, um domínio próprio)',
    description:
      'Cria (com DNS_PROVIDER=route53 no servidor) ou lista (sem provedor) os registros de DNS do\nsubdomínio da loja e, com --domain, do domínio próprio do cliente. --domain "" remove o domínio próprio.',
    examples: ['vitrine domains setup --shop loja-do-ze', 'vitrine domains setup --shop loja-do-ze --domain www.lojadoze.com.br'],
    api: true,
    json: true,
    shop: [],
  })
    .addOption(flag('--domain <dominio>', 'domínio próprio do cliente, por exemplo www.lojadoze.com.br'))
    .action(withShop(io, (ctx, ref, _args, o) => setupDomains({ ref, domain: o.domain }, ctx)));
