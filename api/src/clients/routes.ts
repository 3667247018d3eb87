import { endpoints } from '@vitrine/contract/endpoints/index';
import { route } from '../http/route.ts';
import type { RequestContext } from '../http/context.ts';
import { getClient, listClients } from './queries.ts';
import { createClient } from './create-client.ts';
import { updateClient } from './update-client.ts';
import { restoreShop, trashShop } from './trash.ts';
import { requireVersion, sendVersion } from '../versions/if-match.ts';
import { shopVersion } from '../versions/conditional-edit.ts';
import type { Request } from 'express';
import type { Db } from '../db/connection.ts';
import { setPublished } from './publishing.ts';
import { sendAccess } from './send-access.ts';

/** If-Match on a client's writes, checked on the write's own transaction with the row locked. */
const clientPrecondition = (ctx: RequestContext, req: Request, id: number) => (trx: Db) =>
  requireVersion(trx, req, shopVersion(id), () => getClient({ ...ctx, db: trx }, id));

/*
 * Writes that hash a password or touch files after the commit open their own transaction
 * (transaction: false); the services say which.
 */
export const clientRoutes = [
  route(endpoints.clients.list, async ({ ctx, query }) => listClients(ctx, query)),
  route(endpoints.clients.get, async ({ ctx, params, res }) => {
    const client = await getClient(ctx, params.id);
    await sendVersion(ctx.db, res, shopVersion(params.id));
    return client;
  }),
  route(
    {
      ...endpoints.clients.create,
      transaction: false,
    },
    async ({ ctx, body }) => createClient(ctx, body),
  ),
  route(
    {
      ...endpoints.clients.update,
      transaction: false,
    },
    async ({ ctx, params, body, req, res }) => {
      const client = await updateClient(ctx, params.id, body, clientPrecondition(ctx, req, params.id));
      await sendVersion(ctx.db, res, shopVersion(params.id));
      return client;
    },
  ),
  route(
    {
      ...endpoints.clients.remove,
      transaction: false,
    },
    async ({ ctx, params, req }) => trashShop(ctx, params.id, clientPrecondition(ctx, req, params.id)),
  ),
  route(
    {
      ...endpoints.clients.publish,
      transaction: false,
    },
    async ({ ctx, params, query }) => setPublished(ctx, params.id, true, { force: query.force }),
  ),
  route(
    {
      ...endpoints.clients.unpublish,
      transaction: false,
    },
    async ({ ctx, params }) => setPublished(ctx, params.id, false),
  ),
  route(
    {
      ...endpoints.clients.sendAccess,
      transaction: false,
    },
    async ({ ctx, params }) => sendAccess(ctx, params.id),
  ),
  route(
    {
      ...endpoints.clients.restore,
      transaction: false,
    },
    async ({ ctx, params, res }) => {
      const client = await restoreShop(ctx, params.id);
      await sendVersion(ctx.db, res, shopVersion(params.id));
      return client;
    },
  ),
];
