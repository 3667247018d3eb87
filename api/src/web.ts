import type { Express } from 'express';
import type { AppDeps } from './http/context.ts';

/**
 * Everything that is not /api: the admin UI under /admin, /widget.js, and the storefront
 * pages on shop hosts. Each part mounts itself here.
 */
export function mountWeb(_app: Express, _deps: AppDeps) {}
