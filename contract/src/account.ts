import { z } from 'zod';
import { messages } from './messages.ts';
import { passwordField } from './clients.ts';

/** POST /auth/password: one's own password, proved by the current one. */
export const passwordChangeInput = z
  .object(
    {
      current_password: z.string(messages.account.currentRequired).min(1, messages.account.currentRequired).max(200, 'Máximo de 200 caracteres.'),
      new_password: passwordField,
    },
    messages.http.expectedObject,
  )
  .refine((v) => v.current_password !== v.new_password, { message: messages.account.samePassword, path: ['new_password'] });
export type PasswordChangeInput = z.infer<typeof passwordChangeInput>;

/** The answer of a password change or of "Sair de todos os dispositivos". */
export const sessionsEndedBody = z.object({ ok: z.literal(true), message: z.string(), ended_sessions: z.number().int() });
export type SessionsEnded = z.infer<typeof sessionsEndedBody>;
