import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callEndpoint, endpointPath, requestFor, sendRequest, type Transport } from '@vitrine/contract/api-client';
import { ApiError } from '@vitrine/contract/api-error';
import type { EndpointSpec } from '@vitrine/contract/endpoints/endpoint';
import { messages } from '@vitrine/contract/messages';

const update = {
  method: 'put',
  path: '/things/:id',
  access: 'store_admin',
  summary: 'Altera uma coisa',
  params: z.object({ id: z.string() }),
  query: z.object({ page: z.number().optional(), q: z.string().optional() }),
  body: z.object({ name: z.string() }),
  responseBody: z.object({ ok: z.boolean() }),
} as const satisfies EndpointSpec;

interface Seen {
  method: string | undefined;
  url: string | undefined;
  ifMatch: string | undefined;
  body: string;
}

let server: Server;
let base = '';
const seen: Seen[] = [];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    req.on('end', () => resolve(text));
  });
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({ method: req.method, url: req.url, ifMatch: req.headers['if-match'], body });
    res.setHeader('Content-Type', 'application/json');
    if (req.url?.includes('bad')) {
      res.statusCode = 400;
      res.end(JSON.stringify({ error: 'Dados inválidos', details: { name: 'Obrigatório' } }));
      return;
    }
    res.end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const transport: Transport = ({ method, path, headers, body, signal }) => fetch(`${base}/api${path}`, { method, headers, body, signal });

describe('endpointPath', () => {
  it('fills and encodes the path params', () => {
    expect(endpointPath(update, { id: 'a b/ç' })).toBe('/things/a%20b%2F%C3%A7');
  });
  it('refuses a missing param', () => {
    expect(() => endpointPath(update, {})).toThrow(/id/);
  });
});

describe('requestFor', () => {
  it('leaves empty and missing query values out (the "all" option of a form sends nothing)', () => {
    const list = {
      method: 'get',
      path: '/things',
      access: 'public',
      summary: 'Lista',
      query: z.object({ q: z.string().optional(), page: z.number().optional(), kind: z.string().optional() }),
    } as const satisfies EndpointSpec;
    expect(requestFor(list, { query: { q: 'pipa', kind: '', page: undefined } }).path).toBe('/things?q=pipa');
  });
  it('sends a file as it is, with its own type, and JSON otherwise', () => {
    const file = new Blob(['a;b'], { type: 'text/csv' });
    const asFile = requestFor(update, { params: { id: 1 }, body: file });
    expect(asFile.body).toBe(file);
    expect(asFile.headers.has('Content-Type')).toBe(false);
    expect(requestFor(update, { params: { id: 1 }, body: { name: 'Mesa' } }).headers.get('Content-Type')).toBe('application/json');
  });
});

describe('callEndpoint (a real server on loopback)', () => {
  it('sendRequest answers the headers beside the JSON (X-Total-Count, ETag)', async () => {
    const { data, headers } = await sendRequest(transport, update, { params: { id: 1 }, body: { name: 'Mesa' } });
    expect(data).toEqual({ ok: true });
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('sends the method, path, query string, If-Match and JSON body; answers the JSON', async () => {
    const answer = await callEndpoint(transport, update, { params: { id: '7 x' }, query: { page: 2, q: 'é' }, body: { name: 'Mesa' }, ifMatch: '"v3"' });
    expect(answer).toEqual({ ok: true });
    const last = seen.at(-1);
    expect(last).toEqual({ method: 'PUT', url: '/api/things/7%20x?page=2&q=%C3%A9', ifMatch: '"v3"', body: '{"name":"Mesa"}' });
  });
  it('turns an error answer into ApiError with the server message and details', async () => {
    const err = await callEndpoint(transport, update, { params: { id: 'bad' }, body: { name: '' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, serverMessage: 'Dados inválidos', details: { name: 'Obrigatório' } });
  });
  it('turns a network failure into ApiError status 0 with the pt-BR message', async () => {
    const closed: Transport = ({ method, path }) => fetch(`http://127.0.0.1:1/api${path}`, { method });
    const err = await callEndpoint(closed, update, { params: { id: '1' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 0, message: messages.auth.connection });
  });
});
