import type { Knex } from 'knex';
import { CONTENT_CHANNEL, unwatchContent, watchContent } from '../content-version.ts';

/**
 * The shop's content version: bumped by triggers in the writing transaction and
 * announced with NOTIFY after commit. Values come from one sequence that no table owns, so a
 * (site id, version) pair is never reused, not even after `truncate … restart identity`.
 */
export const name = '012-content-version';

const WATCHED = ['categories', 'images', 'products', 'product_images', 'custom_domains'];

export async function up(knex: Knex) {
  await knex.raw('create sequence content_version_seq');
  await knex.raw(`alter table sites add column content_version bigint not null default nextval('content_version_seq')`);

  // A table carrying site_id changed: bump each touched shop once per statement, and tell.
  // Names are qualified with the table's schema: the writer's search_path is not ours to trust.
  await knex.raw(`
create function vitrine_content_changed() returns trigger language plpgsql as $fn$
declare
  changed int[];
  sid int;
begin
  if TG_OP = 'INSERT' then
    select array_agg(distinct site_id) into changed from new_rows where site_id is not null;
  elsif TG_OP = 'UPDATE' then
    select array_agg(distinct s.site_id) into changed
      from (select site_id from old_rows union select site_id from new_rows) s where s.site_id is not null;
  else
    select array_agg(distinct site_id) into changed from old_rows where site_id is not null;
  end if;
  if changed is null then return null; end if;
  execute format('update %1$I.sites set content_version = nextval(''%1$I.content_version_seq'') where id = any($1)', TG_TABLE_SCHEMA)
    using changed;
  foreach sid in array changed loop
    perform pg_notify('${CONTENT_CHANNEL}', TG_TABLE_SCHEMA || ':' || sid);
  end loop;
  return null;
end
$fn$`);

  // A sites row changed: any column but the version itself bumps it (a private field edited
  // costs one cache miss, never a stale page). A bump made by the function above is already told.
  await knex.raw(`
create function vitrine_site_changed() returns trigger language plpgsql as $fn$
begin
  if new.content_version is distinct from old.content_version then return new; end if;
  if (to_jsonb(new) - 'content_version') is distinct from (to_jsonb(old) - 'content_version') then
    new.content_version := nextval(format('%I.content_version_seq', TG_TABLE_SCHEMA)::regclass);
    perform pg_notify('${CONTENT_CHANNEL}', TG_TABLE_SCHEMA || ':' || new.id);
  end if;
  return new;
end
$fn$`);

  // A shop made or deleted: its subdomain or host may have answered "unknown shop" before.
  await knex.raw(`
create function vitrine_site_added_or_removed() returns trigger language plpgsql as $fn$
declare
  sid int;
begin
  if TG_OP = 'INSERT' then
    for sid in select id from new_rows loop perform pg_notify('${CONTENT_CHANNEL}', TG_TABLE_SCHEMA || ':' || sid); end loop;
  else
    for sid in select id from old_rows loop perform pg_notify('${CONTENT_CHANNEL}', TG_TABLE_SCHEMA || ':' || sid); end loop;
  end if;
  return null;
end
$fn$`);

  // Truncate fires no row events: every shop of the schema may have changed.
  await knex.raw(`
create function vitrine_content_truncated() returns trigger language plpgsql as $fn$
begin
  perform pg_notify('${CONTENT_CHANNEL}', TG_TABLE_SCHEMA || ':*');
  return null;
end
$fn$`);

  await knex.raw('create trigger sites_content_update before update on sites for each row execute function vitrine_site_changed()');
  await knex.raw(
    'create trigger sites_content_insert after insert on sites referencing new table as new_rows for each statement execute function vitrine_site_added_or_removed()',
  );
  await knex.raw(
    'create trigger sites_content_delete after delete on sites referencing old table as old_rows for each statement execute function vitrine_site_added_or_removed()',
  );
  await knex.raw('create trigger sites_content_truncate after truncate on sites for each statement execute function vitrine_content_truncated()');
  for (const table of WATCHED) await watchContent(knex, table);
}

export async function down(knex: Knex) {
  for (const table of WATCHED) await unwatchContent(knex, table);
  for (const event of ['update', 'insert', 'delete', 'truncate']) await knex.raw('drop trigger if exists ?? on sites', [`sites_content_${event}`]);
  for (const fn of ['vitrine_content_changed', 'vitrine_site_changed', 'vitrine_site_added_or_removed', 'vitrine_content_truncated']) {
    await knex.raw('drop function if exists ??()', [fn]);
  }
  await knex.raw('alter table sites drop column content_version');
  await knex.raw('drop sequence content_version_seq');
}
