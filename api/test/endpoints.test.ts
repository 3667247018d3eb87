import { describe, expect, it } from 'vitest';
import { endpoints } from '@vitrine/contract/endpoints/index';
import type { EndpointSpec } from '@vitrine/contract/endpoints/endpoint';
import { apiRoutes } from '../src/routes.ts';

const ROUTING = ['method', 'path', 'access', 'status', 'bodyType', 'ifMatch'] as const;
const SCHEMAS_AND_DOCS = ['params', 'query', 'body', 'responseBody', 'produces', 'summary', 'tag', 'response'] as const;
const CONTRACT_KEYS = [...ROUTING, ...SCHEMAS_AND_DOCS];
const declared: [string, EndpointSpec][] = Object.entries(endpoints).flatMap(([feature, group]) =>
  Object.entries(group as Record<string, EndpointSpec>).map(([name, spec]): [string, EndpointSpec] => [`${feature}.${name}`, spec]),
);
const key = (spec: Pick<EndpointSpec, 'method' | 'path'>) => `${spec.method.toUpperCase()} ${spec.path}`;

// The clients call endpoints by name (docs/architecture.md "One typed client"): the API must
// serve exactly what the contract declares, so a client built from it cannot call a route
// that is not there, or one whose access, schemas or status differ.
describe('the contract endpoints and the API route table', () => {
  it('every mounted route is one declared endpoint, the same in every field the clients rely on', () => {
    const byKey = new Map(declared.map(([name, spec]) => [key(spec), { name, spec }]));
    for (const def of apiRoutes) {
      const found = byKey.get(key(def.spec));
      expect(found, `${key(def.spec)} is not declared in contract/src/endpoints`).toBeDefined();
      for (const field of CONTRACT_KEYS) expect(def.spec[field], `${found?.name}.${field}`).toBe(found?.spec[field]);
    }
  });

  it('every declared endpoint is mounted exactly once', () => {
    const mounted = apiRoutes.map((def) => key(def.spec));
    for (const [name, spec] of declared)
      expect(
        mounted.filter((k) => k === key(spec)),
        name,
      ).toHaveLength(1);
    expect(mounted).toHaveLength(declared.length);
  });
});
