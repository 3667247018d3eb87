import { leaf, withShop } from '../../shell/command.ts';
import type { CliIO } from '../../shell/io.ts';
import { domainCheck } from '../../services/domain-status.ts';

export const domainsCheckCommand = (io: CliIO) =>
  leaf('check', {
    summary: 'Verifica agora o DNS do domínio próprio da loja e atualiza a situação',
    description:
      'O servidor consulta o DNS do domínio (CNAME para {subdomínio}.{domínio da plataforma}, ou A/AAAA\nda plataforma com o registro TXT _vitrine-verify que prova que o domínio é da loja) e, se\naponta para a plataforma, confere que a loja responde nele. O servidor também verifica sozinho\na cada DOMAIN_CHECK_INTERVAL segundos. --json: .status é pendente, verificado ou ativo.',
    examples: ['vitrine domains check --shop loja-do-ze', 'vitrine domains check --shop loja-do-ze --json | jq -r .status'],
    api: true,
    json: true,
    shop: [],
  }).action(withShop(io, (ctx, ref) => domainCheck({ ref }, ctx)));
