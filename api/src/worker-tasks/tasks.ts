import { move, transferableSymbol, valueSymbol } from 'piscina';
import { AppError } from '../http/app-error.ts';
import { decodeHeic, type RawImage } from '../images/heic.ts';
import { readSheet, sheetInput, type Sheet } from '../spreadsheet/read-csv.ts';
import { planImport, type ImportPlan } from '../spreadsheet/check-lines.ts';
import type { SheetCategory, SheetProduct } from '../spreadsheet/shop-products.ts';
import { productsCsv } from '../spreadsheet/sheet-csv.ts';
import { metaCsv } from '../feeds/meta-csv.ts';
import type { FeedItem } from '../feeds/items.ts';
import { googleXml } from '../feeds/google-xml.ts';
import { loadSsr } from '../storefront/renderer.ts';
import { renderPage, renderProductPages, type ExportedPage, type PageFrame, type ProductPageInput } from '../storefront/export-pages.ts';
import type { PageState } from '@vitrine/widget/ssr';
import type { Product } from '@vitrine/contract/products';

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

/** The same for an asynchronous step. */
async function settleAsync<T>(work: () => Promise<T>): Promise<TaskResult<T>> {
  try {
    return { value: await work() };
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

/**
 * A batch of a static export's product pages (storefront/export-pages.ts), drawn by the same
 * server-render module the API loads (storefront/renderer.ts, once per thread): the widget's
 * build, or under vitest its source, as on the main thread (see threadFlags in workers/pool.ts).
 */
export const exportProductPages = async (input: { frame: PageFrame; items: ProductPageInput[] }): Promise<TaskResult<ExportedPage[]>> => {
  const ssr = await loadSsr();
  return settle(() => renderProductPages(ssr, input.frame, input.items));
};

/** A static export's products page, the whole catalogue in one page (storefront/export-pages.ts). */
export const exportCataloguePage = async (input: { frame: PageFrame; state: PageState<Product> }): Promise<TaskResult<Uint8Array>> => {
  const ssr = await loadSsr();
  return settle(() => Buffer.from(renderPage(ssr, input.frame, input.state, true)));
};

/**
 * An uploaded HEIC photo → its pixels (images/heic.ts), or 400/413. The pixels (48 MB for a
 * 12-megapixel photo) are moved to the main thread rather than copied.
 */
export const decodeHeicPhoto = async (input: { bytes: Uint8Array; maxPixels: number }): Promise<TaskResult<RawImage>> => {
  const result = await settleAsync(() => decodeHeic(input.bytes, input.maxPixels));
  return 'value' in result ? transferring(result, result.value.pixels.buffer) : result;
};

/**
 * Marks a result so piscina transfers `buffer` with it instead of copying: the result itself
 * is the value sent (`valueSymbol`), `buffer` goes in the transfer list (`transferableSymbol`);
 * structured clone leaves the symbol keys behind. `move` marks the object in place.
 */
function transferring<T extends object>(result: T, buffer: ArrayBufferLike): T {
  const marked = Object.assign(result, { [transferableSymbol]: buffer, [valueSymbol]: result });
  move(marked);
  return marked;
}
