import { leaf, withApi } from '../../shell/command.ts';
import { flag } from '../../shell/flags.ts';
import { usageError } from '../../shell/errors.ts';
import type { CliIO } from '../../shell/io.ts';
import { clientFieldsFromOptions } from '../../services/client-fields.ts';
import { createClient } from '../../services/create-client.ts';
import { provisionFromFile } from '../../services/provision.ts';
import { addClientFieldFlags } from './client-options.ts';

export const clientsCreateCommand = (io: CliIO) =>
  addClientFieldFlags(
    leaf('create', {
      summary: 'Cria uma loja (ou várias, com --from-file)',
      description:
        'Cria uma loja com seu administrador. No terminal pergunta o que faltar; sem terminal (ou com\nCI definido) exige --client-name, --email, --store-name e --subdomain. Sem senha, o servidor\ngera uma e ela é mostrada uma única vez.\n\nCom --from-file, cria todas as lojas de um arquivo JSON (os campos da API: client_name,\nclient_email, store_name, subdomain, …); com --if-not-exists, pula as que já existem.',
      examples: [
        'vitrine clients create',
        'vitrine clients create --client-name "José Silva" --email ze@exemplo.com --store-name "Loja do Zé" --subdomain loja-do-ze',
        'vitrine clients create --from-file lojas.json --if-not-exists --json',
      ],
      api: true,
      json: true,
    }),
  )
    .addOption(flag('--admin-username <usuario>', 'usuário do administrador da loja (padrão: o subdomínio)'))
    .addOption(flag('--password-stdin', 'lê a senha do administrador da entrada padrão', { env: false }))
    .addOption(flag('--inactive', 'cria a loja desativada'))
    .addOption(flag('--publish', 'publica o site logo ao criar'))
    .addOption(flag('--from-file <arquivo>', 'cria as lojas de um arquivo JSON ("-" lê da entrada padrão)'))
    .addOption(flag('--if-not-exists', 'se o subdomínio já existe, não faz nada (e termina com sucesso)'))
    .action(
      withApi(io, async (ctx, _args, o) => {
        const fields = clientFieldsFromOptions(o);
        if (o.fromFile) {
          if (Object.keys(fields).length || o.adminUsername || o.passwordStdin || o.inactive || o.publish) {
            throw usageError('--from-file não se combina com os campos de uma loja.', 'Ponha os campos de cada loja no arquivo JSON.');
          }
          return provisionFromFile({ file: o.fromFile, ifNotExists: o.ifNotExists }, ctx);
        }
        return createClient(
          {
            fields,
            username: o.adminUsername,
            passwordStdin: o.passwordStdin,
            active: o.inactive ? false : undefined,
            publish: o.publish,
            ifNotExists: o.ifNotExists,
          },
          ctx,
        );
      }),
    );
