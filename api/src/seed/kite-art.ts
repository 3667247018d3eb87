import type { ArtKind } from './demo-catalogue.ts';

/**
 * Simple product pictures drawn as SVG, so the demo shop has real images without shipping
 * any: sharp renders them to PNG and they go through the same pipeline as uploads.
 */
export function productArt(kind: ArtKind, [main, second]: [string, string], variant = 0): string {
  const bg = variant % 2 === 0 ? '#EAF4FF' : '#FFF6E5';
  const body = ART[kind](main, second);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">
<rect width="640" height="640" fill="${bg}"/>
<circle cx="${520 - variant * 60}" cy="120" r="60" fill="#FFE08A" opacity="0.7"/>
${body}
</svg>`;
}

const ART: Record<ArtKind, (a: string, b: string) => string> = {
  kite: (a, b) => `
<polygon points="320,70 500,280 320,520 140,280" fill="${a}" stroke="#333" stroke-width="6"/>
<polygon points="320,70 500,280 320,280" fill="${b}" opacity="0.85"/>
<polygon points="320,280 140,280 320,520" fill="${b}" opacity="0.85"/>
<line x1="320" y1="70" x2="320" y2="520" stroke="#5b3a1a" stroke-width="6"/>
<line x1="140" y1="280" x2="500" y2="280" stroke="#5b3a1a" stroke-width="6"/>
<path d="M320 520 C 300 560, 350 580, 320 620" stroke="${a}" stroke-width="8" fill="none"/>`,
  tail: (a, b) => `
<path d="M60 320 C 160 200, 240 440, 340 320 S 520 200, 600 320" stroke="${a}" stroke-width="36" fill="none" stroke-linecap="round"/>
<path d="M60 400 C 160 280, 240 520, 340 400 S 520 280, 600 400" stroke="${b}" stroke-width="24" fill="none" stroke-linecap="round" stroke-dasharray="40 20"/>`,
  line: (a, b) => `
<rect x="200" y="150" width="240" height="340" rx="30" fill="#8d6e63" stroke="#333" stroke-width="6"/>
<rect x="230" y="190" width="180" height="260" rx="20" fill="${a}" stroke="${b}" stroke-width="10"/>
${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="230" y1="${210 + i * 42}" x2="410" y2="${220 + i * 42}" stroke="${b}" stroke-width="4"/>`).join('')}
<path d="M410 300 C 500 280, 520 160, 600 120" stroke="${b}" stroke-width="4" fill="none"/>`,
  stick: (a, b) => `
${[0, 1, 2, 3, 4].map((i) => `<rect x="${120 + i * 18}" y="${120 + i * 70}" width="420" height="22" rx="11" fill="${i % 2 ? a : b}" stroke="#5b3a1a" stroke-width="4" transform="rotate(-12 320 320)"/>`).join('')}`,
  accessory: (a, b) => `
<circle cx="320" cy="320" r="170" fill="${a}" stroke="#333" stroke-width="6"/>
<circle cx="320" cy="320" r="90" fill="${b}" stroke="#333" stroke-width="6"/>
<circle cx="320" cy="320" r="30" fill="#333"/>
<rect x="300" y="480" width="40" height="110" rx="16" fill="#333"/>`,
};
