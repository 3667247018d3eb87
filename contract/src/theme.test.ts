import { describe, expect, it } from 'vitest';
import { contrast, parseHex, themeVars } from './theme.ts';

describe('shop colours', () => {
  it('derives text colours that pass WCAG AA from any shop colour', () => {
    for (const color of ['#3B82F6', '#F59E0B', '#FFFF00', '#22C55E', '#000000', '#FFFFFF']) {
      const vars = themeVars({ primary_color: color, secondary_color: color, accent_color: color });
      const white = [255, 255, 255] as [number, number, number];
      expect(contrast(parseHex(vars['--vs-primary-strong'])!, white), color).toBeGreaterThanOrEqual(5.5);
      expect(contrast(parseHex(vars['--vs-secondary'])!, white), color).toBeGreaterThanOrEqual(7);
      expect(contrast(parseHex(vars['--vs-accent'])!, parseHex(vars['--vs-on-accent'])!), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('falls back to the default colours for a value that is not a colour', () => {
    expect(themeVars({ primary_color: 'red; background: url(x)' })['--vs-primary']).toBe('#3B82F6');
  });
});
