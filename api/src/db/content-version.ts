import type { Knex } from 'knex';

/**
 * Every shop has a content version (`sites.content_version`), bumped by database triggers in
 * the same transaction as any write that changes what the public sees, and announced after
 * commit with NOTIFY on this channel. The payload is `{schema}:{site id}`, or `{schema}:*` when
 * a whole table was truncated (every shop may have changed). The response cache (api/src/cache/)
 * keys answers by it and listens here: a feature needs no code of its own to stay fresh.
 */
export const CONTENT_CHANNEL = 'vitrine_content';

/** Name of the trigger function that watches a table carrying `site_id`. */
export const CONTENT_TRIGGER_FUNCTION = 'vitrine_content_changed';

/**
 * Makes a table that carries `site_id` bump its shop's content version: call it in the
 * migration that creates the table (`await watchContent(knex, 'reviews')`). Statement-level
 * triggers with transition tables, so an import of 5,000 rows bumps each shop once. A table
 * whose rows the public never sees (sessions, logins, audit) is instead listed, with the
 * reason, in the allow-list of `content-version.test.ts`.
 */
export async function watchContent(knex: Knex, table: string) {
  const fn = CONTENT_TRIGGER_FUNCTION;
  // transition tables allow one event per trigger: three triggers, one function
  await knex.raw(`create trigger ?? after insert on ?? referencing new table as new_rows for each statement execute function ${fn}()`, [
    `${table}_content_insert`,
    table,
  ]);
  await knex.raw(`create trigger ?? after update on ?? referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()`, [
    `${table}_content_update`,
    table,
  ]);
  await knex.raw(`create trigger ?? after delete on ?? referencing old table as old_rows for each statement execute function ${fn}()`, [
    `${table}_content_delete`,
    table,
  ]);
  await knex.raw(`create trigger ?? after truncate on ?? for each statement execute function vitrine_content_truncated()`, [
    `${table}_content_truncate`,
    table,
  ]);
}

/** Removes what watchContent made (a migration's down). */
export async function unwatchContent(knex: Knex, table: string) {
  for (const event of ['insert', 'update', 'delete', 'truncate']) {
    await knex.raw('drop trigger if exists ?? on ??', [`${table}_content_${event}`, table]);
  }
}
