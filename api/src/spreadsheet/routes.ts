import express, { type RequestHandler } from 'express';
import { endpoints } from '@vitrine/contract/endpoints/index';
import { route } from '../http/route.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import { SPREADSHEET_MAX_BYTES } from '@vitrine/contract/spreadsheet';
import { exportProductsCsv } from './write-csv.ts';
import { importProducts } from './import-products.ts';
import type { Sheet } from './read-csv.ts';
import { runHeavy } from '../workers/pool.ts';
import { readSheet, sheetInput } from './read-csv.ts';
import { isSmallFile } from './small-sheet.ts';
import { formatBytes } from '@vitrine/contract/bytes';

declare global {
  namespace Express {
    interface Locals {
      /** The spreadsheet as read on a worker thread by csvBody, for the route's handler. */
      sheet?: Sheet;
    }
  }
}

/** The file's bytes, whatever type the browser or script named (a .csv is often application/vnd.ms-excel), as text. */
const readRaw = express.raw({ type: () => true, limit: SPREADSHEET_MAX_BYTES });
const csvBody: RequestHandler[] = [
  // past the limit, say which limit (the generic 413 names none)
  (req, res, next) =>
    readRaw(req, res, (err?: unknown) =>
      next(
        (err as { type?: string } | undefined)?.type === 'entity.too.large'
          ? new AppError(413, messages.spreadsheet.tooLarge(formatBytes(SPREADSHEET_MAX_BYTES)))
          : err,
      ),
    ),
  async (req, res, next) => {
    // a JSON or form body was already read by the API's JSON parser: not a spreadsheet
    if (!Buffer.isBuffer(req.body)) return next(new AppError(415, messages.spreadsheet.sendCsv));
    // read before the handler's transaction opens (a large file holds no connection), on a worker thread unless small (small-sheet.ts)
    const shop = res.locals.ctx?.site?.id;
    if (shop === undefined) return next(new Error('A spreadsheet read outside a store route (no shop in res.locals.ctx)'));
    try {
      // kept out of req.body: the route's walk over every field for NUL bytes would visit each cell (read-csv.ts refuses them)
      res.locals.sheet = isSmallFile(req.body) ? readSheet(sheetInput(req.body)) : await runHeavy(shop, 'readSpreadsheet', req.body);
      req.body = undefined;
      next();
    } catch (err) {
      next(err);
    }
  },
];

/** Products as a spreadsheet: the shop's admin, or the master naming the shop. */
export const spreadsheetRoutes = [
  route(endpoints.spreadsheet.exportCsv, async ({ ctx, res }) => {
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="produtos-${ctx.site.subdomain}.csv"`,
    });
    res.send(await exportProductsCsv(ctx));
  }),
  route(
    {
      ...endpoints.spreadsheet.importCsv,
      before: csvBody,
      // the dry run holds no connection while its lines are checked; the import opens its one transaction
      transaction: false,
    },
    async ({ ctx, query, res }) => {
      const sheet = res.locals.sheet;
      if (!sheet) throw new Error('The spreadsheet was not read before its route (csvBody)');
      if (query.dry_run === 'true') return importProducts(ctx, ctx.deps.config.quotas, sheet, { dryRun: true });
      return ctx.db.transaction((trx) => importProducts({ ...ctx, db: trx }, ctx.deps.config.quotas, sheet, { dryRun: false }));
    },
  ),
];
