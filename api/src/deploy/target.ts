import path from 'node:path';
import type { Config } from '../config.ts';

/** Where one shop's static site goes: a folder on this machine, or a bucket and key prefix. */
export type DeployTarget = { kind: 'folder'; dir: string } | { kind: 's3'; bucket: string; prefix: string };

const PLACEHOLDER = '{subdomain}';

/**
 * DEPLOY_TARGET names where every shop goes: a folder (default DATA_DIR/sites) or
 * s3://bucket/prefix. Each shop gets its own place inside it, `{base}/{subdomain}`, unless
 * the value says where the subdomain goes with a `{subdomain}` placeholder.
 */
export function deployTargetFor(config: Pick<Config, 'deployTarget' | 'dataDir'>, subdomain: string): DeployTarget {
  const raw = config.deployTarget ?? path.join(config.dataDir, 'sites');
  const place = (base: string, join: (a: string, b: string) => string) =>
    base.includes(PLACEHOLDER) ? base.replaceAll(PLACEHOLDER, subdomain) : join(base, subdomain);

  if (/^s3:\/\//i.test(raw)) {
    const rest = raw.slice('s3://'.length);
    const slash = rest.indexOf('/');
    const bucket = slash === -1 ? rest : rest.slice(0, slash);
    const base = slash === -1 ? '' : trimSlashes(rest.slice(slash + 1));
    const prefix = place(base, (a, b) => (a ? `${a}/${b}` : b));
    return { kind: 's3', bucket, prefix: trimSlashes(prefix) };
  }
  return { kind: 'folder', dir: path.resolve(place(raw, (a, b) => path.join(a, b))) };
}

export function describeTarget(target: DeployTarget): string {
  return target.kind === 'folder' ? target.dir : `s3://${target.bucket}/${target.prefix}`;
}

const trimSlashes = (s: string) => s.replace(/^\/+|\/+$/g, '');
