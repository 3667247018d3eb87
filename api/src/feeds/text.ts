/**
 * Text as the catalogue feeds want it: plain (no HTML), one line, only characters XML 1.0
 * allows, cut to the documented length without splitting a character.
 */
export function plainLine(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters (code points, as Google and Meta count them), with "…" when cut. */
export function cut(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}
