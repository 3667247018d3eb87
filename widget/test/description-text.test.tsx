import { describe, expect, it } from 'vitest';
import { renderStorefrontPage } from '@vitrine/widget/ssr';
import { oneLine, textBlocks } from '../src/model/text-blocks.ts';
import type { LinkConfig } from '../src/model/shop.ts';
import { product, shop } from './fixtures.ts';

const hosted: LinkConfig = { mode: 'hosted', images: { kind: 'api', base: '' } };
const DESCRIPTION = 'Linha 1\nLinha 2\n\nInclui:\n- carretel\n• 50 m de linha\r\n* rabiola <b>10 m</b>';

describe('descriptions keep their shape', () => {
  it('reads paragraphs, line breaks and "-" lists from plain text', () => {
    expect(textBlocks(DESCRIPTION)).toEqual([
      { kind: 'paragraph', lines: ['Linha 1', 'Linha 2'] },
      { kind: 'paragraph', lines: ['Inclui:'] },
      { kind: 'list', items: ['carretel', '50 m de linha', 'rabiola <b>10 m</b>'] },
    ]);
    expect(textBlocks('')).toEqual([]);
    // a minus sign inside a line is text, not a list
    expect(textBlocks('Preço -10%')).toEqual([{ kind: 'paragraph', lines: ['Preço -10%'] }]);
  });

  it('collapses to one line for meta descriptions and JSON-LD', () => {
    expect(oneLine(DESCRIPTION)).toBe('Linha 1 Linha 2 Inclui: carretel; 50 m de linha; rabiola <b>10 m</b>');
  });

  it('renders line breaks and lists as elements on the product page, the owner’s HTML as text, one line in the head', () => {
    const p = product({ id: 7, description: DESCRIPTION, short_description: null });
    const { html } = renderStorefrontPage({
      shop,
      links: hosted,
      state: { route: { view: 'product', id: 7 }, data: { view: 'product', product: p, related: [] } },
      script: null,
      apiBase: '',
    });
    expect(html).toContain('<p>Linha 1<br/>Linha 2</p>');
    expect(html).toContain('<ul class="vs-desc-list"><li>carretel</li><li>50 m de linha</li><li>rabiola &lt;b>10 m&lt;/b></li></ul>');
    expect(html).not.toContain('<b>10 m</b>');
    expect(html).toMatch(/<meta name="description" content="Linha 1 Linha 2 Inclui: carretel; 50 m de linha; rabiola/);
    const ld = html.match(/"@type":"Product"[\s\S]*?"description":"([^"]*)"/);
    expect(ld?.[1]).toBe('Linha 1 Linha 2 Inclui: carretel; 50 m de linha; rabiola \\u003cb\\u003e10 m\\u003c/b\\u003e');
  });
});
