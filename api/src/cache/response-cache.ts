import { LRUCache } from 'lru-cache';
import { answerSize, readAgain, refineBrotli, type Answer } from './answer.ts';
import { cacheCounters as counters } from './metrics.ts';
import { splitVersion, versionedKey } from './keys.ts';
import { touches, type NarrowChange } from './scope.ts';

/** Whose answers an entry holds: a shop's id, or 'platform' for answers that name no shop. */
export type Owner = number | 'platform';

/**
 * The share of CACHE_MAX_MB one shop may hold. A shop crawled through thousands of distinct
 * addresses evicts its own least recently used answers once over it, never another shop's hot
 * ones; the rest of the memory stays one LRU for all shops.
 */
const SHOP_SHARE = 1 / 8;

/** Keys start with their owner (`42:v1093:…`, `platform:…`). */
const ownerOf = (key: string) => key.slice(0, key.indexOf(':'));

/**
 * How many bytes of addresses the cache remembers (`42:/products h` → the content version it
 * was last stored under): to say why a key missed, and to find an answer kept across narrow
 * changes (carryOver). Bounded by bytes like every map keyed by request data: ~30,000
 * addresses of 100 characters; one forgotten costs a render, never a stale answer.
 */
const REMEMBERED_BYTES = 8 * 2 ** 20;

/**
 * Narrow changes heard (version after → version before), bounded by bytes like the addresses
 * remembered, and how many a shop keeps. An answer is carried to its shop's new version only
 * over links heard; one stored before the shop's last 32 changes is rendered again.
 */
const LINKS_BYTES = 4 * 2 ** 20;
const LINKS_PER_SHOP = 32;
/** Bytes a link costs, counted generously (two version strings and a Map entry). */
const LINK_BYTES = 120;

/**
 * Final public answers in memory, bounded by bytes (least recently used go first). Keys
 * start with the owner and the shop's content version (`42:v1093:…`), so a stale answer is
 * never looked up again once the version moves; the shop's entries are also dropped at once
 * to give the memory back. Concurrent misses of one key render once (single flight).
 */
export class ResponseCache {
  private readonly lru: LRUCache<string, Answer> | null;
  private readonly inflight = new Map<string, Promise<Answer>>();
  /** Bumped by every invalidation of the owner (and all of them by `clear`): a render that
   * started before a change must not be stored after it. */
  private readonly generations = new Map<Owner, number>();
  private epoch = 0;

  private readonly isLive: () => boolean;
  private readonly shopBudget: number;
  /** Each owner's keys, least recently used first, with the bytes the LRU counted for each. */
  private readonly owned = new Map<string, { bytes: number; keys: Map<string, number> }>();
  /** Addresses stored lately → the content version they were stored under: why the next miss of one missed, and where a kept answer is. */
  private readonly remembered: LRUCache<string, string> | null;
  /** Each shop's narrow changes heard since its last wide one: version after → version before. */
  private readonly links = new LRUCache<string, Map<string, string>>({ maxSize: LINKS_BYTES, sizeCalculation: (chain) => (chain.size + 1) * LINK_BYTES });

  constructor(maxBytes: number, isLive: () => boolean) {
    this.isLive = isLive;
    this.shopBudget = Math.max(1, Math.floor(maxBytes * SHOP_SHARE));
    this.lru =
      maxBytes > 0 ? new LRUCache<string, Answer>({ maxSize: maxBytes, sizeCalculation: answerSize, dispose: (_answer, key) => this.forget(key) }) : null;
    // two bytes a character and ~50 of the entry's own keeping
    this.remembered =
      maxBytes > 0 ? new LRUCache({ maxSize: REMEMBERED_BYTES, sizeCalculation: (version, address) => 2 * (address.length + version.length) + 50 }) : null;
  }

  get enabled(): boolean {
    return this.lru !== null && this.isLive();
  }

  /** The answer for `key`, rendered by `render` on a miss. `state` says where it came from. */
  async get(owner: Owner, key: string, render: () => Promise<Answer>): Promise<{ answer: Answer; state: 'HIT' | 'MISS' | 'BYPASS' }> {
    const lru = this.lru;
    if (!lru || !this.isLive()) {
      counters.bypassed++;
      return { answer: await render(), state: 'BYPASS' };
    }
    const hit = lru.get(key) ?? this.carryOver(key);
    if (hit) {
      this.hitOn(key, hit);
      return { answer: hit, state: 'HIT' };
    }
    const pending = this.inflight.get(key);
    if (pending) {
      counters.coalesced++;
      return { answer: await pending, state: 'HIT' };
    }
    counters.misses++;
    this.countMiss(key);
    const stamp = this.stamp(owner);
    const rendering = render();
    this.inflight.set(key, rendering);
    try {
      const answer = await rendering;
      if (this.stamp(owner) === stamp && this.isLive()) this.store(key, answer);
      return { answer, state: 'MISS' };
    } finally {
      this.inflight.delete(key);
    }
  }

  /** The stored answer for `key`, without rendering or waiting (early-hits.ts); undefined on a miss or while blind. */
  peek(key: string): Answer | undefined {
    if (!this.lru || !this.isLive()) return undefined;
    const hit = this.lru.get(key) ?? this.carryOver(key);
    if (hit) this.hitOn(key, hit);
    return hit;
  }

  /** A stored answer changed size (an encoding added, the identity copy dropped): count its bytes anew. */
  resize(key: string, answer: Answer) {
    if (this.lru?.peek(key) !== answer) return;
    // lru-cache keeps the size it measured when set() is given the value it already holds,
    // so the entry goes out and comes back in (as the most recently used, which it just was)
    this.lru.delete(key);
    this.store(key, answer);
  }

  /** One shop changed: its answers go (and renders in flight will not be stored). */
  dropOwner(owner: Owner) {
    this.generations.set(owner, (this.generations.get(owner) ?? 0) + 1);
    this.links.delete(String(owner));
    this.dropOwned(owner, () => true);
  }

  /**
   * Some products of one shop changed, and nothing else (scope.ts): the shop's answers that may
   * show them go, the others stay under the version they were stored with and are carried to
   * the new one when next asked (carryOver). Renders in flight are not stored, as for any change.
   */
  narrowChange(owner: number, change: NarrowChange) {
    this.generations.set(owner, (this.generations.get(owner) ?? 0) + 1);
    const name = String(owner);
    const chain = this.links.get(name) ?? new Map<string, string>();
    chain.set(change.after, change.before);
    if (chain.size > LINKS_PER_SHOP) chain.delete(chain.keys().next().value!);
    // out and in again: lru-cache measures an entry's size when it is set with a new value only
    this.links.delete(name);
    this.links.set(name, chain);
    this.dropOwned(owner, (answer) => touches(answer?.scope, change));
  }

  /** Everything goes (listener lost or back): the misses after it count as new. */
  clear() {
    this.epoch++;
    this.generations.clear();
    this.links.clear();
    this.lru?.clear();
    this.remembered?.clear();
  }

  get bytes(): number {
    return this.lru?.calculatedSize ?? 0;
  }

  /** Bytes of the addresses remembered and the narrow changes heard (bounded apart from the answers). */
  get addressBytes(): number {
    return (this.remembered?.calculatedSize ?? 0) + this.links.calculatedSize;
  }

  get size(): number {
    return this.lru?.size ?? 0;
  }

  /** Bytes the owner's answers hold now. */
  ownerBytes(owner: Owner): number {
    return this.owned.get(String(owner))?.bytes ?? 0;
  }

  /** Stores an answer, then keeps its owner within its share by dropping the owner's least recently used. */
  private store(key: string, answer: Answer) {
    const lru = this.lru!;
    lru.set(key, answer);
    if (!lru.has(key)) return; // larger than the whole cache
    const { address, version } = splitVersion(key);
    this.remembered!.set(address, version);
    const owner = ownerOf(key);
    let mine = this.owned.get(owner);
    if (!mine) this.owned.set(owner, (mine = { bytes: 0, keys: new Map() }));
    const size = answerSize(answer, key);
    mine.keys.set(key, size);
    mine.bytes += size;
    for (const oldest of mine.keys.keys()) {
      if (mine.bytes <= this.shopBudget || oldest === key) break;
      lru.delete(oldest);
    }
  }

  /**
   * A hit: counted, and the key becomes its owner's most recently used. An answer read again
   * gets its smaller brotli copy (answer.ts) after this hit went out: the caller sends it in
   * this same turn, and the copy is made on the next, if the answer is still stored.
   */
  private hitOn(key: string, answer: Answer) {
    counters.hits++;
    this.touch(key);
    if (!readAgain(answer)) return;
    setImmediate(() => {
      if (this.lru?.peek(key) !== answer) return;
      refineBrotli(answer);
      this.resize(key, answer);
    });
  }

  /** The key becomes its owner's most recently used. */
  private touch(key: string) {
    const mine = this.owned.get(ownerOf(key));
    const size = mine?.keys.get(key);
    if (!mine || size === undefined) return;
    mine.keys.delete(key);
    mine.keys.set(key, size);
  }

  /** The LRU let an entry go (evicted, deleted, replaced): its owner no longer holds it. */
  private forget(key: string) {
    const owner = ownerOf(key);
    const mine = this.owned.get(owner);
    const size = mine?.keys.get(key);
    if (!mine || size === undefined) return;
    mine.keys.delete(key);
    mine.bytes -= size;
    if (!mine.keys.size) this.owned.delete(owner);
  }

  /** Deletes the owner's answers for which `goes` is true. */
  private dropOwned(owner: Owner, goes: (answer: Answer | undefined) => boolean) {
    const mine = this.owned.get(String(owner));
    if (!this.lru || !mine) return;
    // a copy of the keys: each delete takes its key out of `mine` (forget)
    for (const key of [...mine.keys.keys()]) if (goes(this.lru.peek(key))) this.lru.delete(key);
  }

  /**
   * The answer stored for this address under an older version of its shop, when every change
   * since was a narrow one that this process heard and that touched nothing it shows: it is
   * stored under the new key and answered as a hit. Every answer still held has outlived the
   * changes heard since it was stored (narrowChange dropped the others), and its data is at
   * least as new as its key's version; the links say there was no change in between not heard.
   */
  private carryOver(key: string): Answer | undefined {
    const { address, version } = splitVersion(key);
    const stored = this.remembered?.get(address);
    if (stored === undefined || stored === version || !this.linked(ownerOf(key), stored, version)) return undefined;
    const oldKey = versionedKey(address, stored);
    const answer = this.lru!.peek(oldKey);
    if (!answer) return undefined;
    this.lru!.delete(oldKey);
    this.store(key, answer);
    counters.carried++;
    return answer;
  }

  /** True when the links heard lead from `to` back to `from`. */
  private linked(owner: string, from: string, to: string): boolean {
    const chain = this.links.get(owner);
    if (!chain) return false;
    let at: string | undefined = to;
    for (let step = 0; step < LINKS_PER_SHOP && at !== undefined; step++) {
      at = chain.get(at);
      if (at === from) return true;
    }
    return false;
  }

  /** Why `key` missed: not stored lately, stored under an older version of its shop, or let go for memory. */
  private countMiss(key: string) {
    const { address, version } = splitVersion(key);
    const before = this.remembered!.get(address);
    if (before === undefined) counters.missesNew++;
    else if (before !== version) counters.missesChanged++;
    else counters.missesEvicted++;
  }

  private stamp(owner: Owner): string {
    return `${this.epoch}:${this.generations.get(owner) ?? 0}`;
  }
}
