import type { Knex } from 'knex';

/**
 * Custom domains through CloudFront tenants: the
 * tenant made for a verified domain, and what CloudFront last said of it and of its managed
 * certificate. A tenant to remove outlives its domain row (and its shop): it is disabled, then
 * deleted once CloudFront has deployed the change, possibly rounds later, so it waits in
 * cdn_tenant_removals, a platform table the public never reads.
 */
export const name = '045-cdn-tenants';

export async function up(knex: Knex) {
  await knex.schema.alterTable('custom_domains', (t) => {
    t.text('cdn_tenant_id');
    // CloudFront's words, kept as given: InProgress / Deployed; pending-validation / issued / failed…
    t.text('cdn_status');
    t.text('cert_status');
  });
  await knex.schema.createTable('cdn_tenant_removals', (t) => {
    t.increments('id');
    t.text('tenant_id').notNullable().unique();
    t.text('domain').notNullable();
    t.text('last_error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('cdn_tenant_removals');
  await knex.schema.alterTable('custom_domains', (t) => {
    t.dropColumns('cdn_tenant_id', 'cdn_status', 'cert_status');
  });
}
