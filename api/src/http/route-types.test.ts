import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { route } from './route.ts';
import type { RequestContext, SiteContext, StoreContext, UserContext } from './context.ts';
import type { SessionUser } from '../auth/user-model.ts';
import type { SiteRow } from '../tenancy/site-model.ts';

/*
 * What route() promises a handler, checked by the compiler (`npm run typecheck` reads this
 * file): each `@ts-expect-error` must meet an error, or the type check fails. The runtime
 * side of the promise (the context builder refuses rather than hand over less) is tested
 * over HTTP by each feature's tests.
 */
const answer = z.object({ id: z.number() });

describe('route() types', () => {
  it('narrows the context by access', () => {
    const routes = [
      route({ method: 'get', path: '/a', access: 'anyone', summary: 'x' }, async ({ ctx }) => {
        expectTypeOf(ctx).toEqualTypeOf<RequestContext>();
        // @ts-expect-error no shop is promised to 'anyone'
        void ctx.site.id;
      }),
      route({ method: 'get', path: '/p', access: 'public', summary: 'x' }, async ({ ctx }) => {
        expectTypeOf(ctx).toEqualTypeOf<SiteContext>();
        expectTypeOf(ctx.site).toEqualTypeOf<SiteRow>();
        expectTypeOf(ctx.user).toEqualTypeOf<SessionUser | null>();
      }),
      route({ method: 'get', path: '/u', access: 'user', summary: 'x' }, async ({ ctx }) => {
        expectTypeOf(ctx).toEqualTypeOf<UserContext>();
        expectTypeOf(ctx.site).toEqualTypeOf<SiteRow | null>();
      }),
      route({ method: 'get', path: '/s', access: 'store_admin', summary: 'x' }, async ({ ctx }) => {
        expectTypeOf(ctx).toEqualTypeOf<StoreContext>();
        expectTypeOf(ctx.site).toEqualTypeOf<SiteRow>();
        expectTypeOf(ctx.user).toEqualTypeOf<SessionUser>();
      }),
      route({ method: 'get', path: '/m', access: 'master', summary: 'x' }, async ({ ctx }) => {
        expectTypeOf(ctx).toEqualTypeOf<UserContext>();
      }),
    ];
    expect(routes.map((r) => r.spec.access)).toEqual(['anyone', 'public', 'user', 'store_admin', 'master']);
  });

  it('checks the answer against responseBody', () => {
    const routes = [
      route({ method: 'get', path: '/ok', access: 'anyone', summary: 'x', responseBody: answer }, async () => ({ id: 1 })),
      // @ts-expect-error the answer does not match responseBody
      route({ method: 'get', path: '/bad', access: 'anyone', summary: 'x', responseBody: answer }, async () => ({ id: 'um' })),
      // @ts-expect-error a route without responseBody answers nothing (204) or sends its own bytes
      route({ method: 'get', path: '/none', access: 'anyone', summary: 'x' }, async () => ({ id: 1 })),
      route({ method: 'delete', path: '/gone', access: 'anyone', summary: 'x', status: 204 }, async () => {}),
    ];
    expect(routes).toHaveLength(4);
  });
});
