import { passwordChangeInput, sessionsEndedBody } from '../account.ts';
import type { EndpointSpec } from './endpoint.ts';

/** The account endpoints (docs/api.md). */
export const account = {
  changePassword: {
    method: 'post',
    path: '/auth/password',
    access: 'user',
    summary: 'Troca a própria senha (pede a atual); encerra as outras sessões do usuário. Tokens de API continuam valendo',
    tag: 'auth',
    body: passwordChangeInput,
    status: 200,
    responseBody: sessionsEndedBody,
  },
  logoutAll: {
    method: 'post',
    path: '/auth/logout-all',
    access: 'user',
    summary: 'Sair de todos os dispositivos: encerra todas as sessões do usuário, inclusive esta',
    tag: 'auth',
    status: 200,
    responseBody: sessionsEndedBody,
  },
} as const satisfies Record<string, EndpointSpec>;
