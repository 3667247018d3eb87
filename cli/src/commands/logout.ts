import { leaf, withApi } from '../shell/command.ts';
import type { CliIO } from '../shell/io.ts';
import { logout } from '../services/auth.ts';

export const logoutCommand = (io: CliIO) =>
  leaf('logout', {
    summary: 'Revoga o token salvo por vitrine login e o apaga deste computador',
    examples: ['vitrine logout', 'vitrine logout --api-url https://vitrine.exemplo.com.br'],
    api: true,
    json: true,
  }).action(withApi(io, (ctx) => logout(ctx), { requireToken: false }));
