import type { Db } from '../src/db/connection.ts';
import type { ScaleOp } from './bench-scale-mix.ts';

/**
 * Owner writes of a bench:scale run and what became of them. Every price sent is unique, so
 * after the run each product's price in the database names the write it kept: a product
 * whose price is none of the prices sent to it, while a write to it was answered with
 * success, lost that write. A new product answered 201 must exist in its shop with its name.
 */
export class WriteLedger {
  /** product id → every price sent to it (answered or not: a write cut by the kill may still commit). */
  private sent = new Map<number, Set<string>>();
  /** product id → prices of writes answered with success. */
  private acknowledged = new Map<number, string[]>();
  private created: { id: number; siteId: number; name: string }[] = [];

  record(op: ScaleOp, status: number, body: string) {
    for (const [id, price] of op.prices ?? []) {
      const set = this.sent.get(id) ?? new Set<string>();
      set.add(price);
      this.sent.set(id, set);
    }
    if (status !== op.expect) return;
    for (const [id, price] of op.prices ?? []) this.acknowledged.set(id, [...(this.acknowledged.get(id) ?? []), price]);
    if (op.kind === 'newProduct') this.created.push({ id: (JSON.parse(body) as { id: number }).id, siteId: op.shop.siteId, name: op.name! });
  }

  get counts() {
    return { priced: this.acknowledged.size, created: this.created.length };
  }

  /** What is missing from the database: one line per lost write. */
  async lost(db: Db): Promise<string[]> {
    const problems: string[] = [];
    const ids = [...this.acknowledged.keys()];
    for (let i = 0; i < ids.length; i += 1000) {
      const rows: { id: number; price: string }[] = await db('products')
        .whereIn('id', ids.slice(i, i + 1000))
        .select('id', db.raw('price::text as price'));
      const found = new Map(rows.map((r) => [r.id, r.price]));
      for (const id of ids.slice(i, i + 1000)) {
        const price = found.get(id);
        if (price === undefined) problems.push(`produto ${id}: sumiu`);
        else if (!this.sent.get(id)!.has(normalise(price)))
          problems.push(`produto ${id}: preço ${price}, nenhum dos enviados (${this.acknowledged.get(id)!.join(', ')})`);
      }
    }
    for (let i = 0; i < this.created.length; i += 1000) {
      const chunk = this.created.slice(i, i + 1000);
      const rows: { id: number; site_id: number; name: string }[] = await db('products')
        .whereIn(
          'id',
          chunk.map((c) => c.id),
        )
        .select('id', 'site_id', 'name');
      const found = new Map(rows.map((r) => [r.id, r]));
      for (const c of chunk) {
        const row = found.get(c.id);
        if (!row || row.site_id !== c.siteId || row.name !== c.name)
          problems.push(`produto novo ${c.id} "${c.name}" (loja ${c.siteId}): ${row ? `loja ${row.site_id}, "${row.name}"` : 'não está no banco'}`);
      }
    }
    return problems;
  }
}

/** "12.50" as the price maker wrote it ("12.50"), whatever trailing zeros numeric::text keeps. */
const normalise = (price: string) => Number(price).toFixed(2);
