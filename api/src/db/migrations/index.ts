import * as sites from './001-sites.ts';
import * as users from './002-users.ts';
import * as sessions from './003-sessions.ts';
import * as apiTokens from './004-api-tokens.ts';
import * as loginAttempts from './005-login-attempts.ts';
import * as categories from './006-categories.ts';
import * as images from './007-images.ts';
import * as products from './008-products.ts';
import * as productImages from './009-product-images.ts';
import * as customDomains from './010-custom-domains.ts';
import * as auditLog from './011-audit-log.ts';
import * as contentVersion from './012-content-version.ts';
import * as loginAccountLock from './025-login-account-lock.ts';
import * as sessionLifetime from './026-session-lifetime.ts';
import * as tokenExpiry from './027-token-expiry.ts';
import * as insight from './040-insight.ts';
import * as tokenExpiryDefault from './028-token-expiry-default.ts';
import * as shopWords from './015-shop-words.ts';
import * as domainLifecycle from './020-domain-lifecycle.ts';
import * as productSearch from './030-product-search.ts';
import * as catalogueOrder from './031-catalogue-order-availability.ts';
import * as productVariants from './035-product-variants.ts';
import * as cdnTenants from './045-cdn-tenants.ts';
import * as shopCover from './050-shop-cover.ts';
import * as shopCoverStarred from './053-shop-cover-starred.ts';
import * as domainVerifyToken from './060-domain-verify-token.ts';
import * as previewEpoch from './065-preview-epoch.ts';
import * as insightUnsafeSubjects from './066-insight-unsafe-subjects.ts';
import * as insightVisitors from './067-insight-visitors.ts';
import * as auditEdits from './055-audit-edits.ts';
import * as trash from './056-trash.ts';
import * as contactWords from './070-contact-words.ts';
import * as imagesInTrash from './078-images-in-trash.ts';
import * as narrowContentChanges from './080-narrow-content-changes.ts';
import * as defaultValueBlocks from './082-default-value-blocks.ts';
import * as coverOnWhatItReads from './083-cover-on-what-it-reads.ts';
import * as searchSynonyms from './071-search-synonyms.ts';
import * as searchOptionValues from './072-search-option-values.ts';
import * as passwordGenerated from './075-password-generated.ts';

/** In order. A new migration is a new file, added at the end of this list. */
export const migrations = [
  sites,
  users,
  sessions,
  apiTokens,
  loginAttempts,
  categories,
  images,
  products,
  productImages,
  customDomains,
  auditLog,
  contentVersion,
  loginAccountLock,
  sessionLifetime,
  tokenExpiry,
  insight,
  tokenExpiryDefault,
  shopWords,
  domainLifecycle,
  productSearch,
  catalogueOrder,
  productVariants,
  cdnTenants,
  shopCover,
  domainVerifyToken,
  previewEpoch,
  insightUnsafeSubjects,
  insightVisitors,
  auditEdits,
  trash,
  contactWords,
  searchSynonyms,
  searchOptionValues,
  shopCoverStarred,
  passwordGenerated,
  imagesInTrash,
  narrowContentChanges,
  defaultValueBlocks,
  coverOnWhatItReads,
];
