/**
 * A small fetch client for tests that keeps cookies like a browser would, so a test reads
 * as a user's session: `await demo.post('/api/auth/login', {...}); await demo.get('/api/auth/me')`.
 */
export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Raw body (string, Buffer, FormData); objects are sent as JSON. */
  body?: unknown;
}

/**
 * Awaited before each request of this file's clients: the test app's cache has then heard
 * every change committed so far, so a row a factory wrote straight into PostgreSQL is seen
 * by the next request at once (the server does the same after its own writes; other
 * processes hear within a second). Set by the harness; nothing to wait for on PGlite.
 */
const barriers: (() => Promise<void>)[] = [];
const requestBarrier = async () => {
  await Promise.all(barriers.map((b) => b()));
};
export function addRequestBarrier(barrier: () => Promise<void>) {
  barriers.push(barrier);
}

export class TestClient {
  readonly baseUrl: string;
  readonly defaultHeaders: Record<string, string>;
  private cookies = new Map<string, string>();

  constructor(baseUrl: string, defaultHeaders: Record<string, string> = {}) {
    this.baseUrl = baseUrl;
    this.defaultHeaders = defaultHeaders;
  }

  /** A client with the same cookies and more default headers. */
  with(headers: Record<string, string>): TestClient {
    const c = new TestClient(this.baseUrl, { ...this.defaultHeaders, ...headers });
    c.cookies = this.cookies;
    return c;
  }

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get = <T = any>(path: string, o: RequestOptions = {}) => this.request<T>('GET', path, o);
  delete = <T = any>(path: string, o: RequestOptions = {}) => this.request<T>('DELETE', path, o);
  post = <T = any>(path: string, body?: unknown, o: RequestOptions = {}) => this.request<T>('POST', path, { ...o, body });
  put = <T = any>(path: string, body?: unknown, o: RequestOptions = {}) => this.request<T>('PUT', path, { ...o, body });
  patch = <T = any>(path: string, body?: unknown, o: RequestOptions = {}) => this.request<T>('PATCH', path, { ...o, body });

  async request<T>(method: string, path: string, o: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...this.defaultHeaders, ...o.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    let body: RequestInit['body'] | undefined;
    if (o.body !== undefined) {
      if (typeof o.body === 'string' || o.body instanceof Uint8Array || o.body instanceof FormData) {
        body = o.body as RequestInit['body'];
      } else {
        body = JSON.stringify(o.body);
        headers['content-type'] ??= 'application/json';
      }
    }
    await requestBarrier();
    const res = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';');
      const [name, ...v] = pair!.split('=');
      const value = v.join('=');
      const expired = attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }
}

/**
 * GET with a chosen Host header (fetch forbids setting it): how tests reach a shop by its
 * subdomain or custom domain, as a browser on demo.localhost or www.loja.com.br would.
 */
export async function getWithHost(baseUrl: string, path: string, host: string, headers: Record<string, string> = {}): Promise<TestResponse> {
  const http = await import('node:http');
  await requestBarrier();
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'GET', headers: { ...headers, host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) h.set(k, Array.isArray(v) ? v.join(', ') : v);
        const json = (res.headers['content-type'] ?? '').includes('json') && text;
        resolve({ status: res.statusCode ?? 0, headers: h, body: json ? JSON.parse(text) : text, text });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
