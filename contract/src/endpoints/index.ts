import { account } from './account.ts';
import { audit } from './audit.ts';
import { auth } from './auth.ts';
import { catalogue } from './catalogue.ts';
import { categories } from './categories.ts';
import { clients } from './clients.ts';
import { config } from './config.ts';
import { deploy } from './deploy.ts';
import { domainStatus } from './domain-status.ts';
import { domains } from './domains.ts';
import { images } from './images.ts';
import { insight } from './insight.ts';
import { ogImage } from './og-image.ts';
import { openapi } from './openapi.ts';
import { preview } from './preview.ts';
import { productImages } from './product-images.ts';
import { products } from './products.ts';
import { qr } from './qr.ts';
import { quotas } from './quotas.ts';
import { readiness } from './readiness.ts';
import { spreadsheet } from './spreadsheet.ts';
import { stats } from './stats.ts';
import { tokens } from './tokens.ts';
import { trash } from './trash.ts';

/** Every API endpoint, by feature (docs/architecture.md): the API's routes are built from these, and the clients call them by name. */
export const endpoints = {
  account,
  audit,
  auth,
  catalogue,
  categories,
  clients,
  config,
  deploy,
  domainStatus,
  domains,
  images,
  insight,
  ogImage,
  openapi,
  preview,
  productImages,
  products,
  qr,
  quotas,
  readiness,
  spreadsheet,
  stats,
  tokens,
  trash,
} as const;
