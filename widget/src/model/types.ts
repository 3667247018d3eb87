/**
 * The shapes the storefront reads, straight from the API's contract. Type-only imports:
 * nothing of the contract (zod) ends up in the browser bundles.
 */
export type { Category, Product, ProductImage, ProductListQuery, ProductOption, ProductVariant, SiteInfo } from '@vitrine/contract';
