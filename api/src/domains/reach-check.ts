import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Logger } from 'pino';
import type { Request, Response, Router } from 'express';
import type { Config } from '../config.ts';
import { digest } from '../auth/secrets.ts';
import { messages } from '@vitrine/contract/messages';
import { normalizeHost } from '../tenancy/resolve-host.ts';
import type { ReachVerdict } from './lifecycle.ts';

/** Answered on every host by this installation, so a check can tell it is us answering. */
const DOMAIN_PROBE_PATH = '/.well-known/vitrine-domain-check';

/** An HMAC of the host under the server secret: proves the answer came from this platform. */
const probeToken = (secret: string, host: string) => digest(secret, `domain-probe:${host}`);

export function mountDomainProbe(router: Router, config: Pick<Config, 'sessionSecret'>) {
  router.get(DOMAIN_PROBE_PATH, (req: Request, res: Response) => {
    const host = normalizeHost(req.headers.host);
    res.setHeader('Cache-Control', 'no-store');
    res.type('text/plain').send(host ? probeToken(config.sessionSecret, host) : '');
  });
}

/** Where a reach check may connect: outside production anything (tests and Caddy run on loopback); in production only public unicast addresses. */
export function mayConnectTo(config: Pick<Config, 'env'>, address: string): boolean {
  if (config.env !== 'production') return true;
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';
}

/**
 * Does the platform answer on `domain`? A GET of the probe path at the domain, with PUBLIC_URL's
 * scheme and port (http in development, https in production: there a certificate must be valid),
 * sent to the first of the addresses the DNS check resolved: the name is not resolved a second
 * time, so its owner cannot answer the check with one address and the connection with another
 * (DNS rebinding). In production no address may be loopback, private or link-local. The owner
 * reads a plain message; the log has the address and the error.
 */
export async function platformAnswersOn(
  config: Pick<Config, 'publicUrl' | 'sessionSecret' | 'env'>,
  addresses: string[],
  domain: string,
  log: Pick<Logger, 'warn'>,
): Promise<ReachVerdict> {
  const base = new URL(config.publicUrl);
  const secure = base.protocol === 'https:';
  const port = Number(base.port || (secure ? 443 : 80));
  const notAnswering: ReachVerdict = { ok: false, message: messages.domainLifecycle.notAnswering(domain) };
  const refused = addresses.filter((a) => !mayConnectTo(config, a));
  if (refused.length || !addresses.length) {
    log.warn({ domain, addresses, refused }, 'custom domain reach check: no public address to connect to');
    return notAnswering;
  }
  const address = addresses[0]!;
  try {
    const { status, body } = await get(secure, { host: domain, servername: domain, port, path: DOMAIN_PROBE_PATH, lookup: fixedLookup(address) });
    if (status === 200 && body.trim() === probeToken(config.sessionSecret, domain)) return { ok: true };
    log.warn({ domain, address, status }, 'custom domain reach check: another server answered');
    return { ok: false, message: messages.domainLifecycle.wrongAnswer(domain) };
  } catch (err) {
    log.warn({ domain, address, err }, 'custom domain reach check failed');
    return notAnswering;
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

/** A lookup for http.request that answers the address already resolved, whatever it is asked. */
function fixedLookup(address: string): LookupFunction {
  const family = net.isIP(address);
  return (_hostname, options, callback) => {
    if (options.all) return (callback as unknown as (e: null, l: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    callback(null, address, family);
  };
}
