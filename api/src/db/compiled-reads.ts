import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import type { TenantScope } from './scoped.ts';

/**
 * A read's SQL compiled once per shape (docs/performance.md, "A read's SQL compiled once, a page written once").
 *
 * knex turns a builder into SQL text on every call: for the storefront's product list, a
 * CTE with a window, two joins and three JSON sub-selects, that is 70–150 µs, a few per cent of a
 * page miss. The text depends only on the query's shape (which filters, which order); the
 * values travel as bindings. So a shape is compiled once, with stand-in values, and what each
 * binding holds is learnt from them: a stand-in's place takes the call's value, any other is a
 * constant of the code ('oculto', a similarity threshold).
 *
 * Refused, so compiled on every call as before, when the stand-ins cannot be told apart: a
 * stand-in in the text (knex wrote a value into it) or a binding that holds a stand-in changed.
 * Not kept either while a constant equals one of the call's values: `build` may have read it
 * from somewhere else than its arguments, and it would be kept for every call (a later call
 * with other values learns the shape). Under tests
 * (NODE_ENV=test) every call is compiled too and compared, so a wrong shape key fails the suite.
 */

/** What a shape's values may be: what the builder binds as they are. */
type Value = string | number | boolean;
export type ShapeValues = Record<string, Value>;

/** Where a binding's value comes from: a value of the call (the shop's id is `site`), or the code. */
type Slot = { value: string } | { constant: unknown };

interface Template {
  /** The compiled query, its bindings left out. */
  query: Record<string, unknown> & { sql: string };
  slots: Slot[];
}

/** Shapes come from the code, a few dozen; bounded all the same. */
const templates = new LRUCache<string, Template | 'refused'>({ max: 512 });

const CHECKING = process.env.NODE_ENV === 'test';

/** Stand-in numbers: far above any id, limit or offset a call can have, each its own. */
const FIRST_STAND_IN = 1_987_654_300;
const SITE = 'site';

/**
 * `build(scope, values)`, sent with its shape's SQL compiled once. `shape` names everything the
 * text depends on (which filters are there, the order): calls with the same shape must differ
 * only in `values`, and `build` must read what varies only from its arguments.
 */
export function compiledRead<Q extends Knex.QueryBuilder>(
  shape: string,
  scope: TenantScope,
  values: ShapeValues,
  build: (scope: TenantScope, values: ShapeValues) => Q,
): Q {
  const query = build(scope, values);
  let template: Template | 'refused' | 'again' | undefined = templates.get(shape);
  if (template === undefined) {
    template = learn(scope, values, build);
    // a value that happened to equal a constant is tried again with the next call's values
    if (template !== 'again') templates.set(shape, template);
  }
  if (template === 'refused' || template === 'again') return query;
  const kept: Template = template;
  const compile = query.toSQL.bind(query);
  query.toSQL = (() => {
    const bound = {
      ...kept.query,
      bindings: kept.slots.map((slot) => ('constant' in slot ? slot.constant : slot.value === SITE ? scope.site.id : values[slot.value])),
    };
    if (CHECKING) expectSame(shape, bound, compile());
    return bound;
  }) as unknown as Q['toSQL'];
  return query;
}

/** The shapes whose SQL is kept (for the tests: the storefront's reads are). */
export const keptShapes = (): string[] => [...templates.entries()].filter(([, t]) => t !== 'refused').map(([shape]) => shape);

function learn(scope: TenantScope, values: ShapeValues, build: (scope: TenantScope, values: ShapeValues) => Knex.QueryBuilder): Template | 'refused' | 'again' {
  const names = [SITE, ...Object.keys(values)];
  const standIns = new Map<unknown, string>();
  const stood: ShapeValues = {};
  names.forEach((name, i) => {
    const real = name === SITE ? scope.site.id : values[name];
    const standIn = typeof real === 'string' ? `\u0001stand-in-${i}\u0001` : FIRST_STAND_IN + i;
    standIns.set(standIn, name);
    if (name !== SITE) stood[name] = standIn;
  });
  const { bindings, ...query } = build({ ...scope, site: { ...scope.site, id: FIRST_STAND_IN } }, stood).toSQL() as unknown as Template['query'] & {
    bindings: unknown[];
  };
  const reals = new Set<unknown>([scope.site.id, ...Object.values(values)]);
  const slots: Slot[] = [];
  for (const binding of bindings) {
    const name = standIns.get(binding);
    if (name !== undefined) slots.push({ value: name });
    else if (changedStandIn(binding)) return 'refused';
    else if (reals.has(binding)) return 'again';
    else slots.push({ constant: binding });
  }
  if ([...standIns.keys()].some((standIn) => query.sql.includes(String(standIn)))) return 'refused';
  delete query.__knexQueryUid;
  return { query, slots };
}

/** A stand-in knex changed on its way into a binding (a string around it, a number parsed). */
function changedStandIn(binding: unknown): boolean {
  if (typeof binding === 'string') return binding.includes('\u0001stand-in-') || binding.includes(String(FIRST_STAND_IN).slice(0, 6));
  return typeof binding === 'number' && binding >= FIRST_STAND_IN && binding < FIRST_STAND_IN + 1000;
}

function expectSame(shape: string, bound: { sql: string; bindings: unknown[] }, compiled: { sql: string; bindings: readonly unknown[] }) {
  const same =
    bound.sql === compiled.sql && bound.bindings.length === compiled.bindings.length && bound.bindings.every((b, i) => Object.is(b, compiled.bindings[i]));
  if (!same)
    throw new Error(
      `compiledRead: shape "${shape}" differs from its compiled query:\n${compiled.sql}\n${JSON.stringify(compiled.bindings)}\n${bound.sql}\n${JSON.stringify(bound.bindings)}`,
    );
}
