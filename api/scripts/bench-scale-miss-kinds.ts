import { SCALE_MIX, type ScaleKind } from './bench-scale-mix.ts';

/** How the bench saw a kind's misses: first asks of a process, asks after a write of the shop, the rest. */
export interface KindMisses {
  new: number;
  changed: number;
  other: number;
}

/**
 * The misses of each kind of read, sorted by why, from what the bench itself sent and got: the
 * app's own counter (`vitrine_cache_misses_total{cause}`) has no kind. A miss is `new` when
 * that process had not answered the address before, `changed` when a write of the address's
 * shop was answered since the process last answered it, and `other` otherwise (let go for
 * memory, or a render a write overtook). Order is that of the answers' arrival, so a read
 * sent just before a write and answered after it may be counted as changed.
 */
export class MissesByKind {
  private readonly lastAnswered = new Map<string, number>();
  private readonly lastWrite = new Map<string, number>();
  private seq = 0;
  readonly counts = new Map<ScaleKind, KindMisses>();

  /** A write of `shop` answered with success. */
  write(shop: string) {
    this.lastWrite.set(shop, ++this.seq);
  }

  /** A read of `address` (of `shop`) answered by the process on `upstream` with X-Cache `cache`. */
  read(kind: ScaleKind, shop: string, address: string, upstream: string | undefined, cache: string | undefined) {
    const key = `${upstream} ${address}`;
    const before = this.lastAnswered.get(key);
    this.lastAnswered.set(key, ++this.seq);
    if (cache !== 'MISS') return;
    let counts = this.counts.get(kind);
    if (!counts) this.counts.set(kind, (counts = { new: 0, changed: 0, other: 0 }));
    if (before === undefined) counts.new++;
    else if ((this.lastWrite.get(shop) ?? 0) > before) counts.changed++;
    else counts.other++;
  }

  /** The process on `upstream` started again: its cache is empty, so its next misses are new. */
  forget(upstream: string) {
    const prefix = `${upstream} `;
    for (const key of this.lastAnswered.keys()) if (key.startsWith(prefix)) this.lastAnswered.delete(key);
  }

  /** One line per kind, then each kind's share of the misses after a write. */
  lines(): string[] {
    const all = [...this.counts.values()].reduce((n, c) => n + c.changed, 0);
    const pct = (n: number, of: number) => `${of ? ((100 * n) / of).toFixed(0) : 0} %`;
    return [...this.counts]
      .sort(([, a], [, b]) => b.changed - a.changed)
      .map(([kind, c]) => {
        const misses = c.new + c.changed + c.other;
        return `${SCALE_MIX[kind].label}: ${misses}, novas ${pct(c.new, misses)}, depois de escrita da loja ${pct(c.changed, misses)}, outras ${pct(c.other, misses)}; ${pct(c.changed, all)} das faltas depois de escrita`;
      });
  }
}
