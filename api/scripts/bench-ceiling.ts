import express from 'express';
import { listenLocal } from './lib/listen-local.ts';

/** One answer of the real API, kept to be served again from memory. */
export interface RecordedAnswer {
  subdomain: string;
  path: string;
  body: unknown;
  totalCount: string | null;
}

/**
 * The framework's ceiling: a bare Express app that answers the same paths with the same
 * JSON, from memory (no database, no tenancy, no session). Serialising the JSON is still
 * done on every request, as the real API does, so the ratio measures our own work.
 */
export async function startCeiling(answers: RecordedAnswer[]): Promise<{ url: string; close: () => Promise<void> }> {
  const byKey = new Map(answers.map((a) => [`${a.subdomain}|${a.path}`, a]));
  const app = express();
  app.disable('x-powered-by');
  app.get(/^\/api\/.*/, (req, res) => {
    const answer = byKey.get(`${req.headers['x-tenant-subdomain']}|${req.originalUrl}`);
    if (!answer) {
      res.status(404).json({ error: 'not recorded' });
      return;
    }
    if (answer.totalCount !== null) res.setHeader('X-Total-Count', answer.totalCount);
    res.json(answer.body);
  });
  return listenLocal(app);
}
