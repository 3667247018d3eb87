import http from 'node:http';

export interface HostAnswer {
  status: number;
  cache: string | undefined;
  body: string;
}

/** GET with a chosen Host header (fetch forbids setting it) on a keep-alive agent: a shopper on `{shop}.localhost`. */
export function hostGet(agent: http.Agent, baseUrl: string, path: string, host: string): Promise<HostAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${baseUrl}${path}`, { agent, headers: { host, 'accept-encoding': 'identity' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, cache: res.headers['x-cache'] as string | undefined, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
