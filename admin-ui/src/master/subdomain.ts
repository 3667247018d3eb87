/**
 * docs/product.md §5: a subdomain has lowercase letters, numbers and hyphens only; enforced as the
 * master types (accents dropped, spaces become hyphens, anything else is left out).
 */
export function subdomainInput(typed: string): string {
  return typed
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s_.]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .slice(0, 63);
}

/** A subdomain suggested from the store name: "Pipas do Zé" → "pipas-do-ze". */
export function suggestSubdomain(storeName: string): string {
  return subdomainInput(storeName.trim()).replace(/^-+|-+$/g, '');
}
