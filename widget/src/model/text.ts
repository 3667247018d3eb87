/**
 * The pt-BR messages shared with the API and the admin UI (docs/product.md §8 catalogue). The module is
 * plain data with no imports, so the bundles take just this object, and never zod.
 */
export { messages } from '@vitrine/contract/messages';

/** Fills {name} placeholders of a message template. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);
}
