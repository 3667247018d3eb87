import fs from 'node:fs';
import { route, type RouteDef } from '../http/route.ts';
import { openApiDocumentBody, type OpenApiDocument } from '@vitrine/contract/openapi';
import { buildOpenApiDocument } from './build-document.ts';

/**
 * GET /api/openapi.json. Takes the route table lazily because this route is itself in it;
 * the document is built once, on first request, since routes never change while running.
 */
export function openApiRoutes(allRoutes: () => readonly RouteDef[]): RouteDef[] {
  let document: OpenApiDocument | undefined;
  return [
    route(
      {
        method: 'get',
        path: '/openapi.json',
        access: 'anyone',
        summary: 'Esta referência da API (OpenAPI 3.1), gerada da tabela de rotas e dos esquemas zod',
        tag: 'meta',
        response: 'O documento OpenAPI 3.1.',
        responseBody: openApiDocumentBody,
      },
      async ({ res }) => {
        document ??= buildOpenApiDocument(allRoutes(), { version: apiVersion() });
        res.set('Cache-Control', 'public, max-age=300');
        res.set('Access-Control-Allow-Origin', '*');
        return document;
      },
    ),
  ];
}

function apiVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}
