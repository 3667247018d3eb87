/**
 * The shape an owner gives a description with plain text: blank lines between paragraphs,
 * line breaks inside them, and lines starting with "- " (or "• ", "* ") as a list. No HTML
 * and no markup language: the text stays text, and pages render these blocks as elements.
 */
export type TextBlock = { kind: 'paragraph'; lines: string[] } | { kind: 'list'; items: string[] };

const BULLET = /^\s*[-•*]\s+/;

export function textBlocks(text: string | null | undefined): TextBlock[] {
  const blocks: TextBlock[] = [];
  let current: TextBlock | null = null;
  for (const raw of (text ?? '').replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      current = null;
      continue;
    }
    const kind = BULLET.test(line) ? 'list' : 'paragraph';
    if (!current || current.kind !== kind) {
      current = kind === 'list' ? { kind, items: [] } : { kind, lines: [] };
      blocks.push(current);
    }
    if (current.kind === 'list') current.items.push(line.replace(BULLET, ''));
    else current.lines.push(line);
  }
  return blocks;
}

/** The same text on one line, for meta descriptions and JSON-LD: list items joined by "; ". */
export function oneLine(text: string | null | undefined): string {
  return textBlocks(text)
    .map((b) => (b.kind === 'list' ? b.items.join('; ') : b.lines.join(' ')))
    .map((s) => s.replace(/\s+/g, ' '))
    .join(' ')
    .trim();
}
