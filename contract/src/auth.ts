import { z } from 'zod';
import { messages } from './messages.ts';

export const loginInput = z.object({
  username: z.string(messages.auth.required).trim().min(1, messages.auth.required).max(100),
  password: z.string(messages.auth.required).min(1, messages.auth.required).max(1000),
});
export type LoginInput = z.infer<typeof loginInput>;

export const USER_TYPES = ['master', 'store_admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** docs/product.md §3 "User": the answer of POST /auth/login and GET /auth/me. */
export const userBody = z
  .object({
    id: z.number().int(),
    username: z.string(),
    full_name: z.string().nullable(),
    email: z.string().nullable(),
    user_type: z.enum(USER_TYPES),
    client_site_id: z.number().int().meta({ description: 'A loja do usuário; 0 para o master (docs/product.md §3).' }),
    subdomain: z.string().nullable().meta({ description: 'Subdomínio da loja do usuário, para o cabeçalho X-Tenant-Subdomain; null para o master.' }),
    password_generated: z.boolean().meta({
      description: 'A senha foi gerada pela plataforma (cadastro sem senha, "Enviar acesso", primeira instalação): o admin pede que o usuário a troque.',
    }),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userBody>;

/** POST /auth/logout. */
export const logoutBody = z.object({ ok: z.literal(true), message: z.string() });
export type LogoutResult = z.infer<typeof logoutBody>;

/** docs/product.md §3: user_type master or master_admin means master, case-insensitive. */
export const isMasterType = (t: string | null | undefined) => !!t && ['master', 'master_admin'].includes(t.toLowerCase());
