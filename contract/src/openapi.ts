import { z } from 'zod';

/** GET /openapi.json: an OpenAPI 3.1 document (its full shape is the OpenAPI specification's). */
export const openApiDocumentBody = z
  .looseObject({
    openapi: z.string().regex(/^3\.1\.\d+$/),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.record(z.string(), z.unknown())),
    components: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'OpenApiDocument' });
export type OpenApiDocument = z.input<typeof openApiDocumentBody>;
