import type { EndpointRoute } from '../api-client.ts';
import type { EndpointSpec } from './endpoint.ts';
import type { endpoints } from './index.ts';

type Endpoints = typeof endpoints;

/** Names an endpoint by method and path; the compiler holds both to the endpoint's own. */
const route = <E extends EndpointSpec>(method: E['method'], path: E['path']): EndpointRoute<E> => ({ method, path });

/**
 * The admin's calls before any screen loads (the session, the sidebar's shop name and "Ver
 * minha loja"), by method and path only: the first download must not carry zod and the
 * schemas of every endpoint (admin-ui/test/bundle-size.browser.test.ts). Typed by the full
 * endpoints (docs/architecture.md "One typed client").
 */
export const firstScreen = {
  me: route<Endpoints['auth']['me']>('get', '/auth/me'),
  login: route<Endpoints['auth']['login']>('post', '/auth/login'),
  logout: route<Endpoints['auth']['logout']>('post', '/auth/logout'),
  siteInfo: route<Endpoints['config']['siteInfo']>('get', '/site/info'),
  previewLink: route<Endpoints['preview']['link']>('get', '/preview-link'),
};
