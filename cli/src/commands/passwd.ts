import { leaf, withApi } from '../shell/command.ts';
import { flag } from '../shell/flags.ts';
import type { CliIO } from '../shell/io.ts';
import { passwd } from '../services/passwd.ts';

export const passwdCommand = (io: CliIO) =>
  leaf('passwd', {
    summary: 'Troca a sua senha e encerra as suas outras sessões',
    description:
      'Pede a senha atual e a nova (duas vezes). Encerra as sessões abertas no painel com a senha\nantiga; os tokens de API continuam valendo (revogue-os com vitrine tokens revoke).\nEm scripts, --password-stdin lê duas linhas: a senha atual e a nova.',
    examples: ['vitrine passwd', 'printf "%s\\n%s\\n" "$ATUAL" "$NOVA" | vitrine passwd --password-stdin'],
    api: true,
    json: true,
  })
    .addOption(flag('--password-stdin', 'lê a senha atual e a nova (uma por linha) da entrada padrão', { env: false }))
    .action(withApi(io, (ctx, _args, o) => passwd({ passwordStdin: o.passwordStdin }, ctx)));
