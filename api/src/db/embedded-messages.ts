/** What the server's thread and the embedded database's thread say to each other (db/embedded-thread.ts, db/embedded-worker.ts). */

export type EmbeddedRequest =
  /** a plain read, run as a prepared statement (db/named-reads.ts), for one of knex's sessions */
  | { id: number; op: 'read'; session: number; sql: string; params: unknown[] }
  /** anything else: writes, transactions' statements, settings */
  | { id: number; op: 'query'; session: number; sql: string; params: unknown[] }
  | { id: number; op: 'listen' | 'unlisten'; channel: string; session?: undefined }
  | { id: number; op: 'close'; session?: undefined };

export type EmbeddedReply =
  | { id: number; result: unknown; error?: undefined }
  | { id: number; error: Record<string, unknown>; result?: undefined }
  /** a notification, posted before the answer of the statement that raised it */
  | { notify: string; payload: string; id?: undefined }
  /** the database started, or could not */
  | { ready: boolean; error?: Record<string, unknown>; id?: undefined; notify?: undefined };
