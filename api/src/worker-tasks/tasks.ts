import { AppError } from '../http/app-error.ts';
import { readSheet, sheetInput, type Sheet } from '../spreadsheet/read-csv.ts';
import { planImport, type ImportPlan } from '../spreadsheet/check-lines.ts';
import type { SheetCategory, SheetProduct } from '../spreadsheet/shop-products.ts';
import { productsCsv } from '../spreadsheet/sheet-csv.ts';
import { metaCsv } from '../feeds/meta-csv.ts';
import type { FeedItem } from '../feeds/items.ts';
import { googleXml } from '../feeds/google-xml.ts';

/**
 * What runs on the worker threads of workers/pool.ts: pure functions of their input (no
 * database, no request), each one step that costs CPU in proportion to a shop's file or
 * catalogue. Node loads this file in each thread (piscina calls the export named by the task).
 * It lives apart from the pool: the features call the pool, these tasks call the features'
 * pure steps, and neither folder imports one that imports it (docs/architecture.md "Layers").
 */
export type TaskResult<T> = { value: T } | { refused: { status: number; message: string } };

/** An AppError crosses the thread as its status and message (structured clone keeps no class). */
function settle<T>(work: () => T): TaskResult<T> {
  try {
    return { value: work() };
  } catch (err) {
    if (err instanceof AppError) return { refused: { status: err.status, message: err.message } };
    throw err;
  }
}

/** The uploaded file's bytes → its lines, or the first limit it passes (spreadsheet/read-csv.ts). */
export const readSpreadsheet = (bytes: Uint8Array): TaskResult<Sheet> => settle(() => readSheet(sheetInput(bytes)));

/** Every line checked against the shop's products and categories (spreadsheet/check-lines.ts). */
export const planSpreadsheet = (input: { sheet: Sheet; products: SheetProduct[]; categories: SheetCategory[] }): TaskResult<ImportPlan> =>
  settle(() => planImport(input.sheet, input.products, input.categories));

/** The products spreadsheet's text (spreadsheet/write-csv.ts). */
export const spreadsheetCsv = (products: SheetProduct[]): TaskResult<string> => settle(() => productsCsv(products));

/** The Meta catalogue feed's text (feeds/meta.ts). */
export const metaFeed = (items: FeedItem[]): TaskResult<string> => settle(() => metaCsv(items));

/** The Google product feed's XML (feeds/google.ts). */
export const googleFeed = (input: { storeName: string; origin: string; items: FeedItem[] }): TaskResult<string> => settle(() => googleXml(input));
