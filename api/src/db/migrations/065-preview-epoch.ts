import type { Knex } from 'knex';

/**
 * A draft's preview ends with its shop (preview/preview-token.ts): every preview token is
 * signed over the shop's `preview_epoch`, which the database bumps whenever the shop is
 * deactivated, reactivated, published or unpublished, so every link and cookie handed out
 * before stops working at once, whichever code path made the change.
 */
export const name = '065-preview-epoch';

export async function up(knex: Knex) {
  await knex.raw('alter table sites add column preview_epoch integer not null default 0');
  await knex.raw(`
    create function sites_bump_preview_epoch() returns trigger language plpgsql as $$
    begin
      if new.is_active is distinct from old.is_active or new.is_published is distinct from old.is_published then
        new.preview_epoch := old.preview_epoch + 1;
      end if;
      return new;
    end $$`);
  await knex.raw(
    'create trigger sites_preview_epoch before update of is_active, is_published on sites for each row execute function sites_bump_preview_epoch()',
  );
}

export async function down(knex: Knex) {
  await knex.raw('drop trigger sites_preview_epoch on sites');
  await knex.raw('drop function sites_bump_preview_epoch()');
  await knex.raw('alter table sites drop column preview_epoch');
}
