import { z } from 'zod';
import type { RouteDef } from '../src/http/route.ts';

/**
 * Malformed requests for every route of the route table, made from each route's own
 * declaration (method, path parameters, query and body schemas, body type). Every request
 * here is wrong in some way the server must refuse, so none may write anything.
 */
export interface FuzzCase {
  label: string;
  method: string;
  /** Sent as is: no URL normalisation, so `..` and `%2e%2e` reach the server. */
  path: string;
  headers: Record<string, string | string[]>;
  body?: Buffer | string;
  /** Writes must be refused (4xx); reads may answer 2xx when they ignore the junk. */
  mustRefuse: boolean;
}

export interface Caller {
  name: string;
  headers: Record<string, string>;
  /** Path parameter values that name this caller's own, existing rows ('1' or '2'). */
  ownId: string;
  /**
   * The route accesses that turn this caller away at the gate (an anonymous caller on a
   * store admin's route, an admin naming another shop): past the body parsers and header
   * checks, nothing of such a request reaches the route's own validation, which the callers
   * the route lets in exercise whole. Those routes get the transport-level cases in full and
   * a sample of the rest (GATED_BAD_IDS, the prototype-key bodies).
   */
  turnedAwayBy: readonly string[];
}

/** The path parameter values a caller turned away at the gate still sends (one of each sort). */
const GATED_BAD_IDS = new Set(['0', 'abc', '__proto__', '..%2F..%2Fetc%2Fpasswd', '%00', '99999999999999999999']);

type Json = Record<string, any>;

/** Path parameter values that are not a valid id of anything. */
export const BAD_IDS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '0b1',
  '%201',
  '+1',
  '1%20',
  'abc',
  'NaN',
  'Infinity',
  '-0',
  '99999999999999999999',
  '2147483648',
  '9007199254740993',
  '__proto__',
  'constructor',
  'prototype',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....%2F%2F....%2F%2Fetc%2Fpasswd',
  '..%5C..%5Cwindows%5Cwin.ini',
  '%00',
  '1%00',
  '%',
  '%zz',
  '%C0%AE%C0%AE',
  "1'%20OR%20'1'%3D'1",
  '1;DROP%20TABLE%20products',
  '%24%7B7*7%7D',
  '%7B%7B7*7%7D%7D',
  'null',
  'undefined',
  'true',
  '%5B%5D',
  '%7B%7D',
  'x'.repeat(4000),
  '%F0%9F%92%A5',
  '00000000-0000-0000-0000-000000000000',
  '../../../../etc/passwd',
  '..%252F..%252Fetc%252Fpasswd',
];

const BROKEN_JSON = [
  '{',
  '{"a":',
  '{"name": "x",}',
  '[',
  '{"a" 1}',
  "{'a': 1}",
  'undefined',
  'NaN',
  '{"a": NaN}',
  '{"a": Infinity}',
  '\u0000',
  '{"a": "\\u00"}',
  '{"a": 1}{"b": 2}',
  '\uFEFF{',
  '<xml/>',
  'a=1&b=2',
  '"just a string"',
  '123',
  'null',
  'true',
  '{"a": 01}',
  '{"a": .5}',
  '/* c */ {}',
];

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

/** A JSON value of each kind, so a field can be given every kind it does not accept. */
const VALUES_BY_TYPE: Record<string, unknown[]> = {
  string: ['x', '', ' '.repeat(10)],
  number: [-1, 1.5, 1e308, -1e308, 0],
  integer: [-1, 0, 2147483648],
  boolean: [true, false],
  null: [null],
  array: [[], [1, 'a'], [[[]]]],
  object: [{}, { $gt: '' }, JSON.parse('{"__proto__": {"polluted": 1}}')],
};

export function fuzzCases(routes: readonly RouteDef[], callers: Caller[], otherShop: string): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const def of routes) {
    const { spec } = def;
    const method = spec.method.toUpperCase();
    const write = method !== 'GET';
    const bodyType = spec.bodyType ?? (spec.body ? 'json' : 'none');
    const params = [...spec.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]!);
    const pathWith = (values: Record<string, string>) => '/api' + spec.path.replace(/:([A-Za-z_]\w*)/g, (_m, p: string) => values[p] ?? '1');
    const add = (c: Omit<FuzzCase, 'mustRefuse'> & { mustRefuse?: boolean }) => cases.push({ mustRefuse: write, ...c });

    for (const caller of callers) {
      const own = Object.fromEntries(params.map((p) => [p, caller.ownId]));
      const ownPath = pathWith(own);
      const headers = caller.headers;
      const tag = `${method} ${spec.path} as ${caller.name}`;
      const gated = caller.turnedAwayBy.includes(spec.access);

      // 1. every path parameter, one at a time, with each value that names nothing
      for (const p of params) {
        for (const bad of gated ? BAD_IDS.filter((b) => GATED_BAD_IDS.has(b)) : BAD_IDS) {
          add({ label: `${tag}: ${p}=${bad.slice(0, 40)}`, method, path: pathWith({ ...own, [p]: bad }), headers });
        }
        // traversal past the parameter, unnormalised
        for (const tail of ['/../../../../etc/passwd', '/..%2f..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/package.json']) {
          add({ label: `${tag}: ${p} + ${tail}`, method, path: pathWith({ ...own, [p]: caller.ownId + tail }), headers });
        }
      }

      // 2. query junk (reads only: a write with a good body and junk query could be valid)
      if (!write) {
        for (const q of queryJunk(spec.query)) add({ label: `${tag}: ?${q.slice(0, 60)}`, method, path: `${ownPath}?${q}`, headers });
      }

      // 3. bodies
      if (bodyType === 'json' || (write && bodyType === 'none')) {
        for (const text of BROKEN_JSON) {
          // these are well-formed JSON: only a route that takes a body must refuse them
          if (bodyType === 'none' && ['null', '123', 'true', '"just a string"'].includes(text)) continue;
          add({
            label: `${tag}: broken JSON ${JSON.stringify(text).slice(0, 30)}`,
            method,
            path: ownPath,
            headers: { ...headers, 'content-type': 'application/json' },
            body: text,
          });
        }
      }
      if (bodyType === 'json') {
        const schema = spec.body ? bodySchema(spec.body) : { properties: {}, required: [] };
        for (const [label, body] of wrongBodies(schema)) {
          if (gated && !PROTO_KEYS.some((key) => label.includes(key))) continue;
          add({ label: `${tag}: ${label}`, method, path: ownPath, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
        }
        for (const ct of [
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
          'application/json; charset=klingon',
          'application/jsonx',
          '',
        ]) {
          add({ label: `${tag}: content-type ${ct || '(none)'}`, method, path: ownPath, headers: { ...headers, 'content-type': ct }, body: '{"name":"x"}' });
        }
        add({
          label: `${tag}: gzip that is not gzip`,
          method,
          path: ownPath,
          headers: { ...headers, 'content-type': 'application/json', 'content-encoding': 'gzip' },
          body: 'not gzip at all',
        });
        add({
          label: `${tag}: unknown content-encoding`,
          method,
          path: ownPath,
          headers: { ...headers, 'content-type': 'application/json', 'content-encoding': 'br2' },
          body: '{}',
        });
        add({
          label: `${tag}: 200 KB body`,
          method,
          path: ownPath,
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'x'.repeat(200_000) }),
        });
        add({
          label: `${tag}: deep nesting`,
          method,
          path: ownPath,
          headers: { ...headers, 'content-type': 'application/json' },
          body: '['.repeat(40_000) + ']'.repeat(40_000),
        });
        add({
          label: `${tag}: multipart to a JSON route`,
          method,
          path: ownPath,
          ...multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: Buffer.from('x') }], headers),
        });
      }
      if (bodyType === 'multipart') {
        for (const [label, body] of badUploads(headers)) add({ label: `${tag}: ${label}`, method, path: ownPath, ...body });
      }

      // 4. headers: long, odd, or naming a shop that is not the caller's
      for (const [label, extra] of headerJunk(otherShop)) {
        // a write gets a broken body too, so the request is wrong whatever the headers do
        const body = write
          ? { body: '{"broken":', headers: { ...headers, ...extra, 'content-type': 'application/json' } }
          : { headers: { ...headers, ...extra } };
        add({ label: `${tag}: header ${label}`, method, path: ownPath, ...body });
      }
    }
  }
  return cases;
}

function bodySchema(schema: z.ZodType): { properties: Record<string, Json>; required: string[] } {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  return { properties: json.properties ?? {}, required: json.required ?? [] };
}

/** JSON kinds a property accepts, read from its JSON Schema (type, anyOf, enum, const). */
function acceptedKinds(prop: Json): Set<string> {
  const kinds = new Set<string>();
  const visit = (s: Json) => {
    if (!s || typeof s !== 'object' || Object.keys(s).length === 0) {
      for (const k of ['string', 'number', 'integer', 'boolean', 'null', 'array', 'object']) kinds.add(k);
      return;
    }
    const t = s.type;
    if (Array.isArray(t)) for (const k of t as string[]) kinds.add(k);
    else if (typeof t === 'string') kinds.add(t);
    if (kinds.has('number')) kinds.add('integer');
    for (const sub of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) visit(sub);
    for (const v of (s.enum ?? []) as unknown[]) kinds.add(v === null ? 'null' : typeof v);
    if ('const' in s) kinds.add(s.const === null ? 'null' : typeof s.const);
  };
  visit(prop);
  return kinds;
}

/** Bodies that are valid JSON and wrong for the route: a field of the wrong kind, too long, out of range, missing. */
function wrongBodies(schema: { properties: Record<string, Json>; required: string[] }): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [field, prop] of Object.entries(schema.properties)) {
    const kinds = acceptedKinds(prop);
    for (const [kind, values] of Object.entries(VALUES_BY_TYPE)) {
      if (kinds.has(kind) || (kind === 'integer' && kinds.has('number'))) continue;
      // an integer field takes whole numbers of the 'number' kind: only a fraction is wrong
      const wrongValues = kind === 'number' && kinds.has('integer') ? [1.5] : values;
      for (const v of wrongValues) out.push([`${field} as ${kind} ${JSON.stringify(v)?.slice(0, 20)}`, { [field]: v }]);
    }
    // text with a NUL byte: no database column can hold it
    // (the other required fields filled, so the text gets as far as the database)
    if (kinds.has('string')) out.push([`${field} with a NUL byte`, { ...filled(schema), [field]: 'pipa\u0000azul' }]);
    if (prop.maxLength) out.push([`${field} over maxLength`, { [field]: 'x'.repeat(prop.maxLength + 1) }]);
    if (prop.enum) out.push([`${field} outside enum`, { [field]: 'nenhum-desses' }]);
    if (typeof prop.maximum === 'number') out.push([`${field} over maximum`, { [field]: prop.maximum + 1 }]);
    if (typeof prop.minimum === 'number') out.push([`${field} under minimum`, { [field]: prop.minimum - 1 }]);
    if (prop.type === 'integer') out.push([`${field} not whole`, { [field]: 1.5 }]);
    // prototype keys riding along a field of the wrong kind: refused, and nothing polluted
    const wrong = Object.entries(VALUES_BY_TYPE).find(([kind]) => !kinds.has(kind))?.[1][0];
    if (wrong !== undefined) {
      for (const key of PROTO_KEYS) {
        out.push([
          `${field} wrong + ${key} key`,
          JSON.parse(`{"${key}": {"polluted": "yes", "user_type": "master", "site_id": 2}, "${field}": ${JSON.stringify(wrong)}}`),
        ]);
      }
    }
  }
  if (schema.required.length) {
    out.push(['empty object', {}]);
    out.push(['array instead of object', []]);
    for (const key of PROTO_KEYS) out.push([`only a ${key} key`, JSON.parse(`{"${key}": {"polluted": "yes"}}`)]);
    // every required field but one
    for (const missing of schema.required) {
      const body: Record<string, unknown> = {};
      for (const f of schema.required) if (f !== missing) body[f] = sample(schema.properties[f]!);
      out.push([`without ${missing}`, body]);
    }
  }
  return out;
}

/** Every required field with a plausible value. */
function filled(schema: { properties: Record<string, Json>; required: string[] }): Record<string, unknown> {
  return Object.fromEntries(schema.required.map((f) => [f, sample(schema.properties[f]!)]));
}

/** A plausible value for a property, used to fill the fields around the one left out. */
function sample(prop: Json): unknown {
  if (prop.enum) return prop.enum[0];
  const kinds = acceptedKinds(prop);
  if (kinds.has('string')) return 'Valor';
  if (kinds.has('integer') || kinds.has('number')) return 1;
  if (kinds.has('boolean')) return true;
  if (kinds.has('array')) return [];
  return {};
}

function queryJunk(query: z.ZodType | undefined): string[] {
  const keys = query ? Object.keys(bodySchema(query).properties) : [];
  const out = [
    '__proto__[polluted]=1',
    'constructor[prototype][polluted]=1',
    '__proto__=1',
    'sub=..%2F..%2Fetc',
    'sub=%00',
    `sub=${'a'.repeat(5000)}`,
    'a=1&a=2&a=3',
    '%=%',
    '&&&',
    '=',
    'x=%zz',
  ];
  for (const k of keys) {
    out.push(
      `${k}=a&${k}=b`,
      `${k}=${'9'.repeat(400)}`,
      `${k}=-1`,
      `${k}=1e400`,
      `${k}=%00`,
      `${k}=${'x'.repeat(5000)}`,
      `${k}[]=1`,
      `${k}[__proto__]=1`,
      `${k}=`,
    );
  }
  return out;
}

function headerJunk(otherShop: string): [string, Record<string, string | string[]>][] {
  return [
    ['X-Tenant-Subdomain of another shop', { 'x-tenant-subdomain': otherShop }],
    ['X-Tenant-Subdomain 8 KB', { 'x-tenant-subdomain': 'a'.repeat(8000) }],
    ['X-Tenant-Subdomain traversal', { 'x-tenant-subdomain': '../../etc/passwd' }],
    ['X-Tenant-Subdomain latin1 bytes', { 'x-tenant-subdomain': 'lojÃ£' }],
    ['X-Tenant-Subdomain twice', { 'x-tenant-subdomain': [otherShop, 'loja-x'] }],
    ['Host of 300 labels', { host: `${'a.'.repeat(300)}localhost` }],
    ['Host with port junk', { host: 'localhost:99999999' }],
    ['Host empty labels', { host: '..localhost' }],
    ['session cookie 8 KB', { cookie: `vitrine_session=${'x'.repeat(8000)}` }],
    ['500 cookies', { cookie: Array.from({ length: 500 }, (_, i) => `c${i}=${i}`).join('; ') }],
    ['broken cookie', { cookie: 'vitrine_session=%E0%A4%A; =;;; a' }],
    ['Bearer junk', { authorization: `Bearer vtr_${'x'.repeat(90)}` }],
    ['Bearer 5 KB', { authorization: `Bearer ${'x'.repeat(5000)}` }],
    ['Basic auth', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
    ['Authorization empty-ish', { authorization: 'Bearer ' }],
    ['header over 16 KB', { 'x-junk': 'y'.repeat(20_000) }],
    ['X-Forwarded-For junk', { 'x-forwarded-for': 'not-an-ip, ::ffff:999.1.1.1, ' + '1.'.repeat(1000) }],
    ['X-Request-Id junk', { 'x-request-id': '../../' + 'x'.repeat(2000) }],
    ['Accept junk', { accept: '*/*;q=x, ' + 'a/b, '.repeat(500) }],
    ['Origin of another site', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
  ];
}

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer;
}

function multipart(parts: Part[], headers: Record<string, string>, boundary = '----vitrinefuzz') {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`),
      p.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, body: Buffer.concat(chunks) };
}

/** A PNG header claiming 100000 × 100000 pixels, with no real pixel data. */
function pngBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  function chunk(type: string, data: Buffer) {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    return Buffer.concat([len, Buffer.from(type), data, Buffer.alloc(4)]);
  }
}

function badUploads(headers: Record<string, string>): [string, { headers: Record<string, string>; body: Buffer | string }][] {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const file = (filename: string, type: string, data: Buffer, name = 'file') => multipart([{ name, filename, type, data }], headers);
  return [
    ['text file named .png', file('pipa.png', 'image/png', Buffer.from('não sou uma imagem'))],
    ['empty file', file('vazio.png', 'image/png', Buffer.alloc(0))],
    ['PNG signature only', file('corte.png', 'image/png', png)],
    ['truncated JPEG', file('corte.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]))],
    ['PNG claiming 10^10 pixels', file('bomba.png', 'image/png', pngBomb())],
    ['SVG with script', file('x.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))],
    ['HTML named .gif', file('x.gif', 'image/gif', Buffer.from('GIF89a<script>alert(1)</script>'))],
    ['file name with traversal', file('../../../../etc/passwd', 'image/png', Buffer.from('x'))],
    ['file name with NUL', file('a\u0000.png', 'image/png', Buffer.from('x'))],
    ['file under another field', file('pipa.png', 'image/png', png, 'arquivo')],
    ['field with __proto__ name', file('pipa.png', 'image/png', png, '__proto__')],
    [
      'two files',
      multipart(
        [
          { name: 'file', filename: 'a.png', type: 'image/png', data: png },
          { name: 'file', filename: 'b.png', type: 'image/png', data: png },
        ],
        headers,
      ),
    ],
    ['no file, only a field', multipart([{ name: 'name', data: Buffer.from('x') }], headers)],
    ['6 MB file', file('grande.png', 'image/png', Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]))],
    [
      'boundary mismatch',
      {
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=outro' },
        body: multipart([{ name: 'file', filename: 'a.png', data: png }], headers).body,
      },
    ],
    ['no boundary parameter', { headers: { ...headers, 'content-type': 'multipart/form-data' }, body: '--x\r\n\r\n' }],
    [
      'truncated multipart',
      {
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
      },
    ],
    ['garbage multipart', { headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' }, body: Buffer.from('\u0000\u0001\u0002garbage--x--') }],
    ['JSON to an upload route', { headers: { ...headers, 'content-type': 'application/json' }, body: '{"file": "data:image/png;base64,AAAA"}' }],
    ['no body', { headers, body: '' }],
  ];
}

/** Paths outside the route table that try to climb out of /api, /admin and the static files. */
export const TRAVERSAL_PATHS = [
  '/api/../../etc/passwd',
  '/api/%2e%2e/%2e%2e/etc/passwd',
  '/api/..%2f..%2fetc%2fpasswd',
  '/api/images/..%2F..%2Fpackage.json',
  '/api/images/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/admin/../../../etc/passwd',
  '/admin/..%2f..%2f..%2fpackage.json',
  '/admin/%2e%2e/%2e%2e/package.json',
  '/widget.js/../../package.json',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/assets/..%2f..%2f..%2fapi%2fpackage.json',
  '/static/../../../../etc/passwd',
  '/uploads/../../../etc/passwd',
  '/data/session-secret',
  '/.env',
  '/api/.env',
  '/admin/.env',
  '/%00',
  '/api/%00',
  '/api/products/%',
  '//etc/passwd',
  '/\\..\\..\\etc\\passwd',
  '/api/images/' + 'a'.repeat(10_000),
];
