import express from 'express';
import { listenLocal } from './lib/listen-local.ts';

/** One answer of the real app as it went on the wire: status, every header but Node's own (Date, Connection), bytes. */
export interface RecordedBytes {
  subdomain: string;
  path: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * The ceiling of the storefront benchmark: a bare Express app that answers the same paths
 * with the very bytes the real app sent (already compressed), from a Map. Nothing is
 * rendered, looked up or compressed: what is left is Node and Express answering a request.
 */
export async function startBytesCeiling(answers: RecordedBytes[]): Promise<{ url: string; close: () => Promise<void> }> {
  const byKey = new Map(answers.map((a) => [`${a.subdomain}|${a.path}`, a]));
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.get(/.*/, (req, res) => {
    const answer = byKey.get(`${req.headers['x-tenant-subdomain']}|${req.originalUrl}`);
    if (!answer) return void res.status(404).end();
    res.status(answer.status).set(answer.headers).end(answer.body);
  });
  return listenLocal(app);
}
