import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import jsQRModule from 'jsqr';
import { useTestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, shopWithAdmin } from '../../test/factories.ts';
import type { TestClient } from '../../test/http-client.ts';

// jsqr is CommonJS typed as `export default`: under Node the default import is the function itself
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

const getApp = useTestApp();

/** What a phone's camera reads from the PNG: decoded by a real QR reader, not compared as bytes. */
async function scan(client: TestClient, path: string): Promise<string | undefined> {
  const res = await fetch(client.baseUrl + path, { headers: { cookie: client.cookieHeader } });
  expect(res.headers.get('content-type')).toBe('image/png');
  const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('GET /api/qr', () => {
  it("encodes the shop's lasting address, and a product's by id", async () => {
    const app = getApp();
    const { site, client } = await shopWithAdmin(app, { subdomain: 'pipas-qr' });
    const product = await buildProduct(app.deps.db, site, await buildCategory(app.deps.db, site));
    const port = new URL(app.deps.config.publicUrl).port;
    const origin = `http://pipas-qr.localhost${port ? `:${port}` : ''}`;

    expect(await scan(client, '/api/qr?format=png')).toBe(`${origin}/`);
    expect(await scan(client, `/api/qr?format=png&product_id=${product.id}`)).toBe(`${origin}/product/${product.id}`);

    const svg = await client.get('/api/qr');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(svg.text).toMatch(/^<svg[^>]*viewBox/);
    expect(svg.headers.get('cache-control')).toBe('private, no-store');

    const download = await client.get(`/api/qr?format=png&download=1&product_id=${product.id}`);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="qr-pipas-qr-produto-${product.id}.png"`);
  });

  it("refuses another shop's product, a bad format and anonymous callers", async () => {
    const app = getApp();
    const { client: ownerA } = await shopWithAdmin(app);
    const { site: b } = await shopWithAdmin(app);
    const productOfB = await buildProduct(app.deps.db, b, await buildCategory(app.deps.db, b));

    const foreign = await ownerA.get(`/api/qr?product_id=${productOfB.id}`, { headers: { 'X-Tenant-Subdomain': b.subdomain } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('Produto não encontrado');
    const bad = await ownerA.get('/api/qr?format=gif');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Formato deve ser svg ou png.');
    expect((await app.client().get('/api/qr')).status).toBe(401);
  });
});
