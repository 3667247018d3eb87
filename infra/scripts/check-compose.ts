import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { parse } from 'yaml';

/**
 * Checks infra/compose.yaml without a Docker engine, the way `docker compose config` would:
 * variables interpolated from infra/.env.example (required ones must be listed there), then the
 * result validated with Ajv against the Compose specification's JSON schema (the copy shipped in
 * the `dclint` npm package), every image pinned to a full version and digest, and what the schema cannot
 * express (depends_on and named volumes that exist).
 */

const require = createRequire(import.meta.url);
// the package exports only its package.json and code; the schema sits beside package.json
const SCHEMA_PATH = path.join(path.dirname(require.resolve('dclint/package.json')), 'schemas/compose.schema.json');

export interface ComposeProblem {
  where: string;
  message: string;
}

/** `KEY=value` lines of an env file (comments and blank lines skipped). */
export function readEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (m) env[m[1]] = m[2].trim();
  }
  return env;
}

/**
 * Compose interpolation: `$$`, `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?error}`,
 * `${VAR?error}`. A variable that is required must be named in the env file (empty is fine
 * there: the user fills it in), or the user has no way to learn it exists.
 */
export function interpolate(text: string, env: Record<string, string>, problems: ComposeProblem[]): string {
  return text.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g, (whole, name?: string, colon?: string, op?: string, arg?: string) => {
    if (whole === '$$') return '$';
    const known = Object.hasOwn(env, name!);
    const value = env[name!];
    const unset = !known || (colon === ':' && value === '');
    if (op === '?') {
      if (!known) problems.push({ where: `\${${name}}`, message: `obrigatória, mas ausente de infra/.env.example (${arg})` });
      // a placeholder stands for the secret the user will fill in
      return value || `exemplo-${name!.toLowerCase()}`;
    }
    if (op === '-' && unset) return arg ?? '';
    return value ?? '';
  });
}

/**
 * Every `image:` names a full version and the digest of what that version was when pinned
 * (`caddy:2.11.4@sha256:…`): a tag alone can be pushed again, and a major or minor tag alone
 * (`caddy:2`, `postgres:17`) floats across every release under it. At least two numeric parts
 * (`4.44`, `17.11-alpine`); `latest` and no tag are refused.
 */
const PINNED = /^[^@\s]+:v?\d+\.\d+(?:\.\d+)*(?:-[\w.]+)?@sha256:[0-9a-f]{64}$/;

export function unpinnedImages(compose: { services?: Record<string, { image?: unknown; build?: unknown }> }): ComposeProblem[] {
  const problems: ComposeProblem[] = [];
  for (const [name, service] of Object.entries(compose.services ?? {})) {
    if (service.build) continue; // built from this repository: its tag is ours
    const image = String(service.image ?? '');
    if (!PINNED.test(image)) {
      problems.push({ where: `services.${name}.image`, message: `imagem sem versão completa e digest (nome:1.2.3@sha256:…): ${image || '(nenhuma)'}` });
    }
  }
  return problems;
}

type Services = Record<string, { depends_on?: unknown; volumes?: unknown }>;

/** What the schema cannot say: a service waits only for services that exist, mounts only declared volumes. */
export function danglingReferences(compose: { services?: Services; volumes?: Record<string, unknown> }): ComposeProblem[] {
  const problems: ComposeProblem[] = [];
  const services = compose.services ?? {};
  for (const [name, service] of Object.entries(services)) {
    const deps = Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});
    for (const dep of deps) {
      if (!Object.hasOwn(services, String(dep))) problems.push({ where: `services.${name}.depends_on`, message: `serviço inexistente: ${String(dep)}` });
    }
    for (const volume of Array.isArray(service.volumes) ? service.volumes : []) {
      const source = typeof volume === 'string' ? volume.split(':')[0] : (volume as { source?: string }).source;
      const named = source && !/^[./~$]/.test(source);
      if (named && !Object.hasOwn(compose.volumes ?? {}, source))
        problems.push({ where: `services.${name}.volumes`, message: `volume não declarado: ${source}` });
    }
  }
  return problems;
}

export function checkCompose(composeText: string, envText: string): ComposeProblem[] {
  const problems: ComposeProblem[] = [];
  const compose = parse(interpolate(composeText, readEnvFile(envText), problems));
  const schema = JSON.parse(fs.readFileSync(SCHEMA_PATH, 'utf8'));
  // the schema names draft-07 by an https URL Ajv does not know; its keywords are draft-07's
  delete schema.$schema;
  const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
  if (!validate(compose)) {
    for (const e of validate.errors ?? []) {
      const extra = e.keyword === 'additionalProperties' ? `: ${String(e.params.additionalProperty)}` : '';
      problems.push({ where: e.instancePath || '/', message: `${e.message ?? e.keyword}${extra}` });
    }
  }
  problems.push(...unpinnedImages(compose), ...danglingReferences(compose));
  return problems;
}

function main() {
  const infra = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const file = process.argv[2] ?? path.join(infra, 'compose.yaml');
  const problems = checkCompose(fs.readFileSync(file, 'utf8'), fs.readFileSync(path.join(infra, '.env.example'), 'utf8'));
  for (const p of problems) console.error(`${file}: ${p.where}: ${p.message}`);
  if (problems.length) process.exit(1);
  console.log(`${path.relative(process.cwd(), file)}: válido pela especificação do Compose; imagens com versão completa e digest`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
