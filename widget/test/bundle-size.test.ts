import { describe, expect, it } from 'vitest';
import { bundle } from '../scripts/bundle.ts';
import { BUDGETS, gzipSize } from '../scripts/budgets.ts';

describe('JavaScript budgets', () => {
  it.each(Object.entries(BUDGETS) as Array<[keyof typeof BUDGETS, number]>)('%s stays within its gzipped budget', async (file, budget) => {
    const body = await bundle(file);
    const size = gzipSize(body);
    expect(size, `${file}: ${(size / 1024).toFixed(1)} KB gzip, budget ${(budget / 1024).toFixed(0)} KB`).toBeLessThanOrEqual(budget);
  });

  it('keeps zod and the contract schemas out of the browser', async () => {
    const body = (await bundle('widget.js')).toString();
    expect(body).not.toMatch(/ZodError|zod/i);
    expect(body).toContain(':host{all:initial;display:block}');
  });
});
