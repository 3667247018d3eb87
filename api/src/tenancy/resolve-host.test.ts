import { describe, expect, it } from 'vitest';
import { normalizeHost, tenantHint } from './resolve-host.ts';

const hint = (input: Parameters<typeof tenantHint>[0], domain = 'vitrine.com.br') => tenantHint(input, domain);

describe('tenantHint', () => {
  it('takes the X-Tenant-Subdomain header first, then ?sub, then the host', () => {
    expect(hint({ header: 'demo', sub: 'outra', host: 'x.vitrine.com.br' })).toEqual({ kind: 'subdomain', subdomain: 'demo' });
    expect(hint({ sub: 'outra', host: 'x.vitrine.com.br' })).toEqual({ kind: 'subdomain', subdomain: 'outra' });
    expect(hint({ host: 'x.vitrine.com.br' })).toEqual({ kind: 'subdomain', subdomain: 'x' });
  });

  it('ignores case and ports', () => {
    expect(hint({ host: 'DEMO.Vitrine.com.br:8080' })).toEqual({ kind: 'subdomain', subdomain: 'demo' });
    expect(hint({ header: '  Demo ' })).toEqual({ kind: 'subdomain', subdomain: 'demo' });
    expect(hint({ host: 'demo.localhost:3000' }, 'localhost')).toEqual({ kind: 'subdomain', subdomain: 'demo' });
  });

  it('never takes www or api as a shop', () => {
    expect(hint({ host: 'www.vitrine.com.br' })).toBeNull();
    expect(hint({ host: 'api.vitrine.com.br' })).toBeNull();
    expect(hint({ host: 'www.minhaloja.com.br' })).toEqual({ kind: 'host', host: 'www.minhaloja.com.br', fallbackSubdomain: null });
  });

  it('names no shop on the platform host itself, 2-label hosts or IP addresses', () => {
    expect(hint({ host: 'vitrine.com.br' })).toBeNull();
    expect(hint({ host: 'localhost:3000' }, 'localhost')).toBeNull();
    expect(hint({ host: '127.0.0.1:3000' }, 'localhost')).toBeNull();
    expect(hint({ host: '[::1]:3000' }, 'localhost')).toBeNull();
    expect(hint({ host: 'minhaloja.com' })).toEqual({ kind: 'host', host: 'minhaloja.com', fallbackSubdomain: null });
  });

  it('offers a host outside the platform as a custom domain, with the 3-label rule as fallback', () => {
    expect(hint({ host: 'loja.outrodominio.com' })).toEqual({ kind: 'host', host: 'loja.outrodominio.com', fallbackSubdomain: 'loja' });
  });

  it('marks malformed names as invalid instead of guessing', () => {
    expect(hint({ header: 'não-vale' })).toEqual({ kind: 'invalid' });
    expect(hint({ sub: '-demo' })).toEqual({ kind: 'invalid' });
    expect(hint({ host: 'a_b.vitrine.com.br' })).toEqual({ kind: 'invalid' });
  });

  it('ignores a sub parameter given twice (an array) and empty values', () => {
    expect(hint({ sub: ['a', 'b'], host: 'x.vitrine.com.br' })).toEqual({ kind: 'subdomain', subdomain: 'x' });
    expect(hint({ header: '', sub: '' })).toBeNull();
  });
});

describe('normalizeHost', () => {
  it('drops port and trailing dot, lower-cases, refuses IPs', () => {
    expect(normalizeHost('Demo.Localhost.:3000')).toBe('demo.localhost');
    expect(normalizeHost('10.0.0.1')).toBeNull();
    expect(normalizeHost(undefined)).toBeNull();
  });
});
