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
];
