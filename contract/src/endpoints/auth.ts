import { loginInput, logoutBody, userBody } from '../auth.ts';
import type { EndpointSpec } from './endpoint.ts';

/** The auth endpoints (docs/api.md). */
export const auth = {
  login: {
    method: 'post',
    path: '/auth/login',
    access: 'anyone',
    summary: 'Entrar com usuário e senha (abre uma sessão por cookie)',
    tag: 'auth',
    body: loginInput,
    responseBody: userBody,
  },
  me: {
    method: 'get',
    path: '/auth/me',
    access: 'user',
    summary: 'O usuário logado',
    tag: 'auth',
    responseBody: userBody,
  },
  logout: {
    method: 'post',
    path: '/auth/logout',
    access: 'anyone',
    summary: 'Sair (encerra a sessão no servidor)',
    tag: 'auth',
    responseBody: logoutBody,
  },
} as const satisfies Record<string, EndpointSpec>;
