/**
 * A shop picks its colours freely; text on them must stay readable (WCAG AA, 4.5:1).
 * These helpers derive, from the shop's three colours, the CSS custom properties the
 * styles use: the colour itself where it only decorates, a darkened twin where it carries
 * text, and the text colour that reads best on it.
 *
 * Server side only: the API sends them ready in the public site info (`theme`) and the
 * server render inlines them, so no browser bundle carries the colour maths (
 * item 9). Plain data and pure functions, no zod: the server render imports this file by path.
 */
export interface ShopColors {
  primary_color: string;
  secondary_color: string;
  accent_color: string;
}

type Rgb = [number, number, number];

const DEFAULTS: ShopColors = { primary_color: '#3B82F6', secondary_color: '#1F2937', accent_color: '#F59E0B' };

export function parseHex(hex: string | null | undefined): Rgb | null {
  const m = (hex ?? '').trim().match(/^#?([0-9a-f]{3}|[0-9a-f]{6})$/i);
  if (!m) return null;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [17, 24, 39];

/** The colour darkened (mixed with black) just enough for white text to reach `ratio`. */
function darkenFor(rgb: Rgb, ratio = 4.5): Rgb {
  let c = rgb;
  for (let i = 0; i < 40 && contrast(c, WHITE) < ratio; i++) c = c.map((v) => v * 0.94) as Rgb;
  return c;
}

/** White or near-black, whichever reads better on the colour. */
const textOn = (rgb: Rgb): Rgb => (contrast(rgb, WHITE) >= contrast(rgb, INK) ? WHITE : INK);

/** The names of a theme's custom properties, in the order they are declared. */
export const THEME_VARS = ['--vs-primary', '--vs-primary-strong', '--vs-primary-soft', '--vs-secondary', '--vs-accent', '--vs-on-accent'] as const;
export type ShopTheme = Record<(typeof THEME_VARS)[number], string>;

/** The custom properties of a shop's theme, as `--vs-*` declarations for a style attribute. */
export function themeVars(colors: Partial<ShopColors>): ShopTheme {
  const primary = parseHex(colors.primary_color) ?? parseHex(DEFAULTS.primary_color)!;
  const secondary = parseHex(colors.secondary_color) ?? parseHex(DEFAULTS.secondary_color)!;
  const accent = parseHex(colors.accent_color) ?? parseHex(DEFAULTS.accent_color)!;
  // 5.5 rather than 4.5: the strong colour also carries text on its own 10 % tint
  const strong = darkenFor(primary, 5.5);
  const secondaryStrong = darkenFor(secondary, 7);
  return {
    '--vs-primary': toHex(primary),
    '--vs-primary-strong': toHex(strong),
    '--vs-primary-soft': `${toHex(primary)}1A`,
    '--vs-secondary': toHex(secondaryStrong),
    '--vs-accent': toHex(accent),
    '--vs-on-accent': toHex(textOn(accent)),
  };
}
