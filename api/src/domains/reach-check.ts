import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import type { Resolver } from 'node:dns/promises';
import type { Request, Response, Router } from 'express';
import type { Config } from '../config.ts';
import { digest } from '../auth/secrets.ts';
import { messages } from '../contract/messages.ts';
import { normalizeHost } from '../tenancy/resolve-host.ts';
import type { ReachVerdict } from './lifecycle.ts';

/** Answered on every host by this installation, so a check can tell it is us answering. */
export const DOMAIN_PROBE_PATH = '/.well-known/vitrine-domain-check';

/** An HMAC of the host under the server secret: proves the answer came from this platform. */
export const probeToken = (secret: string, host: string) => digest(secret, `domain-probe:${host}`);

export function mountDomainProbe(router: Router, config: Pick<Config, 'sessionSecret'>) {
  router.get(DOMAIN_PROBE_PATH, (req: Request, res: Response) => {
    const host = normalizeHost(req.headers.host);
    res.setHeader('Cache-Control', 'no-store');
    res.type('text/plain').send(host ? probeToken(config.sessionSecret, host) : '');
  });
}

/**
 * Does the platform answer on `domain`? A GET of the probe path at the domain, with PUBLIC_URL's
 * scheme and port (http in development, https in production: there a certificate must be valid,
 * which is what issue 17 needs), resolved through the checks' own resolver.
 */
export async function platformAnswersOn(config: Pick<Config, 'publicUrl' | 'sessionSecret'>, resolver: Resolver, domain: string): Promise<ReachVerdict> {
  const base = new URL(config.publicUrl);
  const secure = base.protocol === 'https:';
  const port = Number(base.port || (secure ? 443 : 80));
  try {
    const { status, body } = await get(secure, { host: domain, servername: domain, port, path: DOMAIN_PROBE_PATH, lookup: resolverLookup(resolver) });
    if (status === 200 && body.trim() === probeToken(config.sessionSecret, domain)) return { ok: true };
    return { ok: false, message: messages.domainLifecycle.notAnswering(domain, `HTTP ${status}: ${messages.domainLifecycle.wrongAnswer}`) };
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code ?? (err instanceof Error ? err.message : String(err));
    return { ok: false, message: messages.domainLifecycle.notAnswering(domain, reason) };
  }
}

function get(secure: boolean, options: https.RequestOptions): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    // agent: false — a fresh connection each time: a pooled socket would outlive a DNS change
    const req = (secure ? https : http).request({ ...options, agent: false, method: 'GET', timeout: 5000, headers: { accept: 'text/plain' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (body.length < 1024) body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    req.on('error', reject);
    req.end();
  });
}

/** A lookup for http.request that asks our resolver (not the system's) for the domain's address. */
function resolverLookup(resolver: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    const literal = net.isIP(hostname);
    const found: Promise<{ address: string; family: number }[]> = literal
      ? Promise.resolve([{ address: hostname, family: literal }])
      : resolver
          .resolve4(hostname)
          .catch(() => [] as string[])
          .then(async (v4) => (v4.length ? v4.map((a) => ({ address: a, family: 4 })) : (await resolver.resolve6(hostname).catch(() => [] as string[])).map((a) => ({ address: a, family: 6 }))));
    found.then((list) => {
      if (!list.length) return callback(Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), '', 4);
      if (options.all) return (callback as unknown as (e: null, l: typeof list) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    }, (err: Error) => callback(err as NodeJS.ErrnoException, '', 4));
  };
}
