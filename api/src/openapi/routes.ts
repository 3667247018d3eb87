import fs from 'node:fs';
import { endpoints } from '@vitrine/contract/endpoints/index';
import { route, type RouteDef } from '../http/route.ts';
import type { OpenApiDocument } from '@vitrine/contract/openapi';
import { buildOpenApiDocument } from './build-document.ts';

/**
 * GET /api/openapi.json. Takes the route table lazily because this route is itself in it;
 * the document is built once, on first request, since routes never change while running.
 */
export function openApiRoutes(allRoutes: () => readonly RouteDef[]): RouteDef[] {
  let document: OpenApiDocument | undefined;
  return [
    route(endpoints.openapi.document, async ({ res }) => {
      document ??= buildOpenApiDocument(allRoutes(), { version: apiVersion() });
      res.set('Cache-Control', 'public, max-age=300');
      res.set('Access-Control-Allow-Origin', '*');
      return document;
    }),
  ];
}

function apiVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}
