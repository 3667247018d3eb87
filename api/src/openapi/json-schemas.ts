import { z } from 'zod';
import type { RouteDef } from '../http/route.ts';

type Json = Record<string, unknown>;

/**
 * zod → JSON Schema (2020-12) for the API reference. Schemas the contract names with
 * `.meta({ id })` (Product, Client, …) become `#/components/schemas/{id}` once, so generated
 * clients get named types; everything else is inlined where it is used.
 */
export class ComponentSchemas {
  readonly schemas: Record<string, Json> = {};

  /**
   * io 'input' is what a client sends (before the server's transforms: money as a number or
   * a string); io 'output' is what the server answers. Refinements are left out.
   */
  convert(schema: z.ZodType, io: 'input' | 'output'): Json {
    const { $schema: _dialect, $defs, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Json;
    for (const [id, def] of Object.entries(($defs ?? {}) as Record<string, Json>)) this.add(id, toComponentRefs(def) as Json);
    return toComponentRefs(rest) as Json;
  }

  private add(id: string, def: Json) {
    const known = this.schemas[id];
    if (known && JSON.stringify(known) !== JSON.stringify(def)) {
      throw new Error(`API reference: two different schemas are named ${id} (.meta({ id }) must be unique)`);
    }
    this.schemas[id] = def;
  }
}

function toComponentRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toComponentRefs);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? v.replace(/^#\/\$defs\//, '#/components/schemas/') : toComponentRefs(v)]),
  );
}

/**
 * Whether a route's success answer is a JSON document (and so must declare `responseBody`):
 * not a 204, not bytes of another type.
 */
export function answersJson(spec: Pick<RouteDef['spec'], 'status' | 'produces'>): boolean {
  return spec.status !== 204 && !spec.produces;
}
