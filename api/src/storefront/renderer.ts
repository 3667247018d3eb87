import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';

/**
 * The storefront's components are TSX in widget/, which Node does not run: the API imports
 * their build (widget/dist/ssr.js, `npm run build`). Under vitest the same specifier resolves
 * to the TSX source (the "development" export condition), so tests need no build.
 * Loaded on first use, so the rest of the API still starts when the widget is not built.
 */
export type Ssr = typeof import('@vitrine/widget/ssr');

let ssr: Promise<Ssr> | undefined;

/** The widget's build is missing: the shop cannot be drawn, which is ours to fix (503, logged with its cause). */
export class StorefrontNotBuilt extends AppError {
  constructor(cause: string) {
    super(503, messages.storefront.notBuilt, undefined, { 'Retry-After': '5' });
    this.cause = cause;
  }
}

export function loadSsr(): Promise<Ssr> {
  return (ssr ??= import('@vitrine/widget/ssr').catch((err: unknown) => {
    ssr = undefined;
    throw new StorefrontNotBuilt(`widget/dist/ssr.js: ${err instanceof Error ? err.message : String(err)}`);
  }));
}

/** The widget package's folder (its build output is in dist/). */
export const WIDGET_DIR = path.dirname(createRequire(import.meta.url).resolve('@vitrine/widget/package.json'));

/** The browser bundles in widget/dist. */
export type BrowserBundle = 'storefront.js' | 'widget.js' | 'extras.js' | 'export-search.js';

export interface BuiltAsset {
  body: Buffer;
  /** Short content hash, for ?v= cache busting. */
  hash: string;
}

const hashOf = (body: Buffer) => crypto.createHash('sha256').update(body).digest('hex').slice(0, 12);

/** How often a bundle's file is looked at again: every page names its script, and a stat blocks. */
const RECHECK_MS = 1000;

/**
 * A browser bundle from widget/dist (storefront.js, widget.js), re-read when the file
 * changes (a rebuild while the server runs, seen within RECHECK_MS); null when it was never
 * built.
 */
export function builtAsset(file: BrowserBundle): () => BuiltAsset | null {
  const full = path.join(WIDGET_DIR, 'dist', file);
  let found: (BuiltAsset & { mtimeMs: number }) | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  return () => {
    const now = performance.now();
    if (now - checkedAt < RECHECK_MS) return found;
    checkedAt = now;
    let stat: fs.Stats;
    try {
      stat = fs.statSync(full);
    } catch {
      found = null;
      return found;
    }
    if (found?.mtimeMs !== stat.mtimeMs) {
      const body = fs.readFileSync(full);
      found = { body, hash: hashOf(body), mtimeMs: stat.mtimeMs };
    }
    return found;
  };
}

const inMemory = new Map<string, Promise<BuiltAsset | null>>();

/**
 * The bundle from dist/, or outside production one built in memory from the source (once
 * per process), so tests and a fresh checkout serve working pages and exports without
 * `npm run build`. null when neither is possible.
 */
export function browserAsset(file: BrowserBundle, built: () => BuiltAsset | null, production: boolean): Promise<BuiltAsset | null> {
  const asset = built();
  if (asset || production) return Promise.resolve(asset);
  let pending = inMemory.get(file);
  if (!pending) {
    pending = import('@vitrine/widget/bundle')
      .then(async ({ bundle }) => {
        const body = await bundle(file);
        return { body, hash: hashOf(body) };
      })
      .catch(() => null);
    inMemory.set(file, pending);
  }
  return pending;
}
