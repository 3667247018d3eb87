/**
 * The shared contract, as the initial bundle may use it: module by module
 * (`@vitrine/contract/messages`, `…/uploads`, plain constants), because the package's index
 * would also bring zod (the schemas run at import) into the first download. Screens loaded on demand import values
 * that need zod (UNITS, schemas, formatWhatsapp) from `@vitrine/contract` directly.
 */
export { messages } from '@vitrine/contract/messages';
export { CLIENT_RESIZE_MAX_SIDE, MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, UPLOAD_IMAGE_EXTENSIONS, UPLOAD_IMAGE_TYPES } from '@vitrine/contract/uploads';
export type {
  User,
  Product,
  ProductImage,
  Category,
  StoreCategory,
  Client,
  ClientCreateResult,
  AccessResult,
  DomainSetupResult,
  DnsRecord,
  DeployResult,
  StoreConfig,
  DomainState,
  DomainStep,
  Readiness,
} from '@vitrine/contract';

/** docs/product.md §3: user_type master or master_admin means master, case-insensitive (as isMasterType). */
export const isMasterType = (t: string | null | undefined) => !!t && ['master', 'master_admin'].includes(t.toLowerCase());
