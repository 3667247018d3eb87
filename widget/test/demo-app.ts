import http from 'node:http';
import { expect } from 'vitest';
import type { AddressInfo } from 'node:net';
import { startTestApp, workerResources, type TestApp } from '../../api/test/harness.ts';
import { seed } from '../../api/src/seed/seed.ts';

/**
 * Test helper (not loaded by the app): the real app on a free port with the real demo shop
 * (api/src/seed), seeded once for a whole browser test file.
 */
export async function demoApp(): Promise<TestApp & { shopUrl: string }> {
  const { testDb, dataDir } = await workerResources();
  await testDb.reset();
  const app = await startTestApp(testDb, dataDir);
  await seed(app.deps, { demo: true });
  return { ...app, shopUrl: `http://demo.localhost:${app.server.port}` };
}

/** A page on another origin (its own port): where a widget is embedded by someone else. */
export async function foreignSite(html: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Waits (up to 30 s) for a value the page will reach: Playwright's auto-waiting, in vitest's expect. */
// A ceiling for waiting, not a timing assertion: a page that is right answers at the first
// polls; CI shares two cores with everything else, and a cross-document Back there took over 10 s.
export const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000, interval: 100 });

/** A string means exactly that text (trimmed); a RegExp, a match. */
export const exact = (want: string | RegExp) => (typeof want === 'string' ? new RegExp(`^\\s*${want.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`) : want);
