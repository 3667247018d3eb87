import type { RouteDef } from '../http/route.ts';
import { toOpenApiPath } from './build-document.ts';
import { answersJson } from './json-schemas.ts';

interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: { name?: string; in?: string; $ref?: string }[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

/**
 * What is wrong between the route table and a reference document: a route with no entry,
 * no summary or no tag, a path parameter not described, a JSON answer with no schema
 * (`responseBody`), an entry with no route behind it.
 * An empty list means the reference covers every route.
 */
export function referenceProblems(routes: readonly RouteDef[], document: Record<string, unknown>): string[] {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  const problems: string[] = [];
  const expected = new Set<string>();
  for (const { spec } of routes) {
    const name = `${spec.method.toUpperCase()} /api${spec.path}`;
    const { path, params } = toOpenApiPath(spec.path);
    expected.add(`${spec.method} ${path}`);
    const op = paths[path]?.[spec.method];
    if (!op) {
      problems.push(`${name}: no entry in the API reference`);
      continue;
    }
    if (!spec.summary?.trim() || !op.summary?.trim()) problems.push(`${name}: no summary`);
    if (!op.tags?.length || !spec.tag) problems.push(`${name}: no tag`);
    for (const p of params) {
      if (!op.parameters?.some((d) => d.in === 'path' && d.name === p)) problems.push(`${name}: path parameter ${p} not described`);
    }
    if (answersJson(spec)) {
      const success = op.responses?.[String(spec.status ?? 200)]?.content?.['application/json'];
      if (!spec.responseBody || !success?.schema) problems.push(`${name}: no response schema (declare responseBody)`);
    }
  }
  for (const [path, ops] of Object.entries(paths)) {
    for (const method of Object.keys(ops)) {
      if (!expected.has(`${method} ${path}`)) problems.push(`${method.toUpperCase()} ${path}: in the reference but not a route`);
    }
  }
  const counted = routes.length;
  if (expected.size !== counted) problems.push('two routes share one method and path');
  return problems;
}
