import { CliError, EXIT, usageError } from '../shell/errors.ts';
import type { ConfigFile } from './config-store.ts';

export const DEFAULT_API_URL = 'http://localhost:3000';

type Source = 'flag' | 'env' | 'config' | 'default';

export interface Resolved<T> {
  value: T;
  source: Source;
}

/** This machine: the only place where plain http:// cannot be read by anyone on the way. */
function isLoopback(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/**
 * "localhost:3000/" → "http://localhost:3000", "vitrine.com.br/api" → "https://vitrine.com.br".
 * Any host but this machine speaks https: the password and the token must not travel in
 * clear. An explicit http:// elsewhere is refused unless `insecure` (--insecure).
 */
export function normalizeApiUrl(raw: string, from: string, insecure = false): string {
  let text = raw.trim();
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    const host = text.split(/[/:?#]/)[0] ?? '';
    const bracketed = text.startsWith('[') ? text.slice(0, text.indexOf(']') + 1) : host;
    text = `${isLoopback(bracketed) || insecure ? 'http' : 'https'}://${text}`;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw usageError(`Endereço da API inválido em ${from}: ${raw}`, 'Use a URL do servidor, por exemplo https://vitrine.exemplo.com.br');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw usageError(`Endereço da API inválido em ${from}: ${raw}`, 'Use http:// ou https://.');
  }
  if (url.protocol === 'http:' && !insecure && !isLoopback(url.hostname)) {
    throw usageError(
      `O endereço da API em ${from} usa http:// sem criptografia (${url.host}): a senha e o token iriam às claras pela rede.`,
      `Use https://${url.host}, ou --insecure se for mesmo uma rede de confiança.`,
    );
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '').replace(/\/api$/, '')}`;
}

/** A value from the command line (flag) or its environment variable (env); the flag wins. */
export interface Given {
  value: string;
  source: 'flag' | 'env';
}

/** --api-url beats VITRINE_API_URL, which beats the config file; then the local default. */
export function resolveApiUrl(given: Given | undefined, config: ConfigFile, insecure = false): Resolved<string> {
  if (given?.value.trim()) {
    return { value: normalizeApiUrl(given.value, given.source === 'flag' ? '--api-url' : 'VITRINE_API_URL', insecure), source: given.source };
  }
  if (config.api_url) return { value: normalizeApiUrl(config.api_url, 'o arquivo de configuração', insecure), source: 'config' };
  return { value: DEFAULT_API_URL, source: 'default' };
}

/**
 * --token beats VITRINE_TOKEN, which beats the token saved by `vitrine login` for this same
 * API URL (a token saved for one server is never sent to another).
 */
export function resolveToken(given: Given | undefined, config: ConfigFile, apiUrl: string): Resolved<string> | undefined {
  if (given?.value.trim()) return { value: given.value.trim(), source: given.source };
  const saved = config.hosts?.[apiUrl];
  if (saved?.token) return { value: saved.token, source: 'config' };
  return undefined;
}

export function notLoggedIn(apiUrl: string, config: ConfigFile): CliError {
  const others = Object.keys(config.hosts ?? {}).filter((u) => u !== apiUrl);
  return new CliError(`Você não está autenticado em ${apiUrl}.`, {
    exitCode: EXIT.auth,
    hint: others.length
      ? `Há login salvo para ${others.join(', ')}. Use --api-url, ou rode: vitrine login --api-url ${apiUrl}`
      : 'Rode: vitrine login (ou defina VITRINE_TOKEN com um token criado por vitrine tokens create).',
  });
}
