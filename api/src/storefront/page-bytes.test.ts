import { describe, expect, it } from 'vitest';
import { pageBytes } from './page-bytes.ts';

const style = `.vs{color:#111}${'.vs-card{border-radius:16px}'.repeat(800)}`;
const parts = (title: string, body: string, css = style) => ({
  before: `<!doctype html><title>${title}</title><style>`,
  style: css,
  after: `</style><body>${body}</body>`,
});

describe('a page’s bytes from its parts', () => {
  it('are the page’s UTF-8, with an ETag that follows every byte', () => {
    const page = parts('Pipas — Loja', 'Rabiola «seda» 🪁 R$\u00a09,90');
    const { bytes, etag } = pageBytes(page);
    expect(bytes.equals(Buffer.from(page.before + page.style + page.after))).toBe(true);
    expect(bytes.buffer.byteLength).toBe(bytes.length); // a block of its own, for the cache to keep
    expect(pageBytes(parts('Pipas — Loja', 'Rabiola «seda» 🪁 R$\u00a09,90')).etag).toBe(etag);
    const others = [
      parts('Pipas — Lojas', 'Rabiola «seda» 🪁 R$\u00a09,90'),
      parts('Pipas — Loja', 'Rabiola «seda» 🪁 R$\u00a09,91'),
      parts('Pipas — Loja', 'Rabiola «seda» 🪁 R$\u00a09,90', style.replace('#111', '#112')),
    ];
    for (const other of others) expect(pageBytes(other).etag).not.toBe(etag);
    expect(etag).toMatch(/^[\w-]{27}$/);
  });

  it('are right for a page of any size, and nothing of the page before is left in the next', () => {
    // the scratch block starts at 256 KB and grows up to 4 MB; past that a page is counted first
    const sizes = [10, 200_000, 2_000_000, 10];
    for (const [i, cards] of sizes.entries()) {
      const page = parts(`Página ${i}`, `<li>Pipa › ${i} 🪁</li>`.repeat(cards / 10));
      const { bytes } = pageBytes(page);
      expect(bytes.equals(Buffer.from(page.before + page.style + page.after)), `${cards}`).toBe(true);
      expect(bytes.buffer.byteLength).toBe(bytes.length);
    }
  });
});
