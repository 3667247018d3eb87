import { describe, expect, it } from 'vitest';
import { DEFAULT_API_URL, normalizeApiUrl, resolveApiUrl, resolveToken } from './credentials.ts';

describe('normalizeApiUrl', () => {
  it.each([
    ['localhost:3000', 'http://localhost:3000'],
    ['http://localhost:3000/', 'http://localhost:3000'],
    ['https://vitrine.exemplo.com.br/api', 'https://vitrine.exemplo.com.br'],
    ['https://exemplo.com/vitrine/', 'https://exemplo.com/vitrine'],
    // any host but this machine gets https: the password must not travel in clear
    ['vitrine.com.br', 'https://vitrine.com.br'],
    ['vitrine.com.br:8443/api', 'https://vitrine.com.br:8443'],
    ['127.0.0.1:3102', 'http://127.0.0.1:3102'],
    ['demo.localhost:3000', 'http://demo.localhost:3000'],
    ['[::1]:3000', 'http://[::1]:3000'],
  ])('%s → %s', (raw, url) => expect(normalizeApiUrl(raw, '--api-url')).toBe(url));

  it('refuses http:// to another machine unless --insecure', () => {
    expect(() => normalizeApiUrl('http://vitrine.com.br', '--api-url')).toThrow(/http:\/\/ sem criptografia/);
    expect(() => normalizeApiUrl('http://10.0.0.5:3000', 'VITRINE_API_URL')).toThrow(expect.objectContaining({ exitCode: 2 }));
    expect(normalizeApiUrl('http://10.0.0.5:3000', '--api-url', true)).toBe('http://10.0.0.5:3000');
    expect(normalizeApiUrl('10.0.0.5:3000', '--api-url', true)).toBe('http://10.0.0.5:3000');
    expect(normalizeApiUrl('http://localhost:3000', '--api-url')).toBe('http://localhost:3000');
  });

  it('refuses what is not an http(s) address, as a usage error naming where it came from', () => {
    expect(() => normalizeApiUrl('ftp://x.com', 'VITRINE_API_URL')).toThrow(/VITRINE_API_URL/);
    expect(() => normalizeApiUrl('http://', '--api-url')).toThrow(expect.objectContaining({ exitCode: 2 }));
  });
});

describe('where the API URL and the token come from', () => {
  const saved = { api_url: 'https://salvo.com', hosts: { 'https://salvo.com': { token: 'vtr_salvo', token_id: 1, username: 'm', saved_at: '' } } };

  it('flag or environment, then the config file, then the local default', () => {
    expect(resolveApiUrl({ value: 'https://flag.com', source: 'flag' }, saved)).toEqual({ value: 'https://flag.com', source: 'flag' });
    expect(resolveApiUrl(undefined, saved)).toEqual({ value: 'https://salvo.com', source: 'config' });
    expect(resolveApiUrl(undefined, {})).toEqual({ value: DEFAULT_API_URL, source: 'default' });
  });

  it('uses a saved token only for the server it was saved for', () => {
    expect(resolveToken(undefined, saved, 'https://salvo.com')).toEqual({ value: 'vtr_salvo', source: 'config' });
    expect(resolveToken(undefined, saved, 'https://outro.com')).toBeUndefined();
    expect(resolveToken({ value: 'vtr_env', source: 'env' }, saved, 'https://salvo.com')).toEqual({ value: 'vtr_env', source: 'env' });
  });
});
