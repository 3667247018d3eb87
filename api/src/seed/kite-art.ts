import type { ArtKind } from './demo-catalogue.ts';

/**
 * Simple product pictures drawn as SVG, so the demo shop has real images without shipping
 * any: sharp renders them to PNG and they go through the same pipeline as uploads. Each
 * product is drawn as what it is (a glove, a glue bottle, a stack of tissue paper…), in its
 * own two colours. No text: the machine rendering them may have no fonts.
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

const INK = '#333';
const WOOD = '#5b3a1a';

/** A diamond kite (raia) with its cross sticks and a short tail. */
const kite = (a: string, b: string) => `
<polygon points="320,70 500,280 320,520 140,280" fill="${a}" stroke="${INK}" stroke-width="6"/>
<polygon points="320,70 500,280 320,280" fill="${b}" opacity="0.85"/>
<polygon points="320,280 140,280 320,520" fill="${b}" opacity="0.85"/>
<line x1="320" y1="70" x2="320" y2="520" stroke="${WOOD}" stroke-width="6"/>
<line x1="140" y1="280" x2="500" y2="280" stroke="${WOOD}" stroke-width="6"/>
<path d="M320 520 C 300 560, 350 580, 320 620" stroke="${a}" stroke-width="8" fill="none"/>`;

/** Points of a star with `n` tips around (cx, cy). */
function starPoints(cx: number, cy: number, outer: number, inner: number, n = 5) {
  return Array.from({ length: n * 2 }, (_, i) => {
    const r = i % 2 ? inner : outer;
    const t = (Math.PI * i) / n - Math.PI / 2;
    return `${Math.round(cx + r * Math.cos(t))},${Math.round(cy + r * Math.sin(t))}`;
  }).join(' ');
}

/** A glue bottle: body, label, nozzle, and a drop. */
const glueBottle = (a: string, b: string) => `
<rect x="220" y="210" width="200" height="330" rx="40" fill="${a}" stroke="${INK}" stroke-width="6"/>
<rect x="245" y="300" width="150" height="140" rx="14" fill="${b}" stroke="${INK}" stroke-width="4"/>
<circle cx="320" cy="370" r="34" fill="#fff" stroke="${INK}" stroke-width="4"/>
<path d="M320 350 C 306 372, 306 388, 320 392 C 334 388, 334 372, 320 350 Z" fill="${b}"/>
<rect x="270" y="160" width="100" height="60" rx="12" fill="${b}" stroke="${INK}" stroke-width="6"/>
<polygon points="300,160 340,160 326,90 314,90" fill="#f8f9fa" stroke="${INK}" stroke-width="6"/>
<path d="M470 430 C 450 470, 460 500, 480 500 C 500 500, 510 470, 470 430 Z" fill="#fff" stroke="${INK}" stroke-width="4"/>`;

/** A stack of tissue paper sheets, fanned out in several colours. */
const tissueStack = (a: string, b: string) => {
  const colours = [b, '#FDFFB6', '#CAFFBF', a, '#FFC6FF', b];
  return colours
    .map(
      (c, i) =>
        `<rect x="150" y="${200 + i * 10}" width="340" height="240" rx="6" fill="${c}" stroke="${INK}" stroke-width="3" opacity="0.95" transform="rotate(${-14 + i * 6} 320 ${320 + i * 10})"/>`,
    )
    .join('\n')
    .concat(`\n<path d="M190 470 C 260 430, 380 500, 470 440" stroke="#fff" stroke-width="5" fill="none" opacity="0.8"/>`);
};

/** One glove, fingers up, with a reinforced palm; mirrored for the pair. */
const glove = (a: string, b: string, x: number, mirror: boolean) => `
<g transform="translate(${x} 0)${mirror ? ' scale(-1 1)' : ''}">
  <rect x="-90" y="300" width="180" height="200" rx="50" fill="${a}" stroke="${INK}" stroke-width="6"/>
  ${[-70, -28, 14, 56].map((fx, i) => `<rect x="${fx}" y="${170 + Math.abs(i - 1.5) * 22}" width="38" height="170" rx="19" fill="${a}" stroke="${INK}" stroke-width="6"/>`).join('')}
  <rect x="-150" y="330" width="40" height="130" rx="20" fill="${a}" stroke="${INK}" stroke-width="6" transform="rotate(-35 -130 395)"/>
  <rect x="-60" y="360" width="120" height="90" rx="24" fill="${b}" stroke="${INK}" stroke-width="4"/>
  <rect x="-92" y="490" width="184" height="50" rx="14" fill="${b}" stroke="${INK}" stroke-width="6"/>
</g>`;

/** A round reel with line wound on it and a handle. */
const reel = (a: string, b: string) => `
<circle cx="320" cy="300" r="190" fill="${a}" stroke="${INK}" stroke-width="6"/>
<circle cx="320" cy="300" r="140" fill="#f8f9fa" stroke="${INK}" stroke-width="4"/>
${[0, 1, 2, 3, 4, 5, 6].map((i) => `<circle cx="320" cy="300" r="${75 + i * 9}" fill="none" stroke="${b}" stroke-width="5"/>`).join('')}
<circle cx="320" cy="300" r="56" fill="${a}" stroke="${INK}" stroke-width="6"/>
<circle cx="320" cy="300" r="16" fill="${INK}"/>
<rect x="298" y="480" width="44" height="130" rx="18" fill="${INK}"/>
<path d="M460 300 C 540 250, 560 160, 610 110" stroke="${b}" stroke-width="4" fill="none"/>`;

/** A spool (carretel) of cotton line, the classic pipeiro's one. */
const spool = (a: string, b: string) => `
<rect x="200" y="150" width="240" height="340" rx="30" fill="#8d6e63" stroke="${INK}" stroke-width="6"/>
<rect x="230" y="190" width="180" height="260" rx="20" fill="${a}" stroke="${b}" stroke-width="10"/>
${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="230" y1="${210 + i * 42}" x2="410" y2="${220 + i * 42}" stroke="${b}" stroke-width="4"/>`).join('')}
<path d="M410 300 C 500 280, 520 160, 600 120" stroke="${b}" stroke-width="4" fill="none"/>`;

/** A cone of thread (fio 4, sold by the yard): wound thread on a paper cone. */
const threadCone = (a: string, b: string) => `
<polygon points="250,140 390,140 470,540 170,540" fill="${a}" stroke="${INK}" stroke-width="6"/>
${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<line x1="${245 - i * 9}" y1="${180 + i * 45}" x2="${395 + i * 9}" y2="${170 + i * 45}" stroke="${b}" stroke-width="5"/>`).join('')}
<ellipse cx="320" cy="140" rx="70" ry="18" fill="#c8a26b" stroke="${INK}" stroke-width="6"/>
<ellipse cx="320" cy="540" rx="150" ry="30" fill="#c8a26b" stroke="${INK}" stroke-width="6"/>
<path d="M390 150 C 470 120, 520 80, 600 70" stroke="${b}" stroke-width="4" fill="none"/>`;

/** A wooden hand reel (carretilha): wheel with spokes, line on the rim, a grip. */
const handReel = (a: string, b: string) => `
<rect x="300" y="320" width="40" height="270" rx="16" fill="${a}" stroke="${INK}" stroke-width="6"/>
<circle cx="320" cy="260" r="180" fill="${b}" stroke="${INK}" stroke-width="6"/>
<circle cx="320" cy="260" r="150" fill="${a}" stroke="${INK}" stroke-width="6"/>
${[0, 45, 90, 135].map((d) => `<rect x="310" y="120" width="20" height="280" fill="${b}" stroke="${INK}" stroke-width="3" transform="rotate(${d} 320 260)"/>`).join('')}
<circle cx="320" cy="260" r="34" fill="${b}" stroke="${INK}" stroke-width="6"/>
<rect x="470" y="230" width="90" height="36" rx="18" fill="${a}" stroke="${INK}" stroke-width="6"/>`;

/** A skein of waxed thread, loose loops with an end hanging. */
const skein = (a: string, b: string) => `
${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="${320 + (i - 2) * 8}" cy="${300 + (i - 2) * 5}" rx="${200 - i * 6}" ry="${120 - i * 4}" fill="none" stroke="${i % 2 ? b : a}" stroke-width="12" transform="rotate(${-10 + i * 5} 320 300)"/>`).join('')}
<rect x="270" y="250" width="100" height="110" rx="12" fill="${b}" stroke="${INK}" stroke-width="5"/>
<path d="M500 340 C 540 420, 470 480, 530 580" stroke="${a}" stroke-width="8" fill="none" stroke-linecap="round"/>`;

/** Bamboo sticks tied in a bundle. */
const stickBundle = (a: string, b: string) => `
${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="90" y="${230 + i * 26}" width="460" height="20" rx="10" fill="${i % 2 ? a : b}" stroke="${WOOD}" stroke-width="4" transform="rotate(-25 320 320)"/>`).join('')}
${[180, 420].map((x) => `<rect x="${x}" y="210" width="34" height="230" rx="8" fill="#c1121f" stroke="${INK}" stroke-width="4" transform="rotate(-25 320 320)"/>`).join('')}`;

/** Long thin rods (fibre or carbon) with end caps: `n` of them. */
const rods = (a: string, b: string, n: number) => `
${Array.from(
  { length: n },
  (_, i) => `
<g transform="rotate(-35 320 320) translate(0 ${(i - (n - 1) / 2) * 60})">
  <rect x="40" y="308" width="560" height="24" rx="12" fill="${a}" stroke="${INK}" stroke-width="4"/>
  ${a === '#212529' ? [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((k) => `<line x1="${80 + k * 50}" y1="310" x2="${100 + k * 50}" y2="330" stroke="${b}" stroke-width="3"/>`).join('') : `<rect x="60" y="312" width="520" height="6" rx="3" fill="#fff" opacity="0.6"/>`}
  <rect x="30" y="302" width="40" height="36" rx="10" fill="${b}" stroke="${INK}" stroke-width="4"/>
  <rect x="570" y="302" width="40" height="36" rx="10" fill="${b}" stroke="${INK}" stroke-width="4"/>
</g>`,
).join('')}`;

/** A length of tail (rabiola) waving, sold by the metre. */
const tailWave = (a: string, b: string) => `
<path d="M60 320 C 160 200, 240 440, 340 320 S 520 200, 600 320" stroke="${a}" stroke-width="36" fill="none" stroke-linecap="round"/>
<path d="M60 400 C 160 280, 240 520, 340 400 S 520 280, 600 400" stroke="${b}" stroke-width="24" fill="none" stroke-linecap="round" stroke-dasharray="40 20"/>`;

/** A roll of plastic tail unrolling. */
const tailRoll = (a: string, b: string) => `
<path d="M330 300 C 420 300, 440 420, 520 430 S 600 520, 610 600" stroke="${a}" stroke-width="60" fill="none"/>
<path d="M330 300 C 420 300, 440 420, 520 430 S 600 520, 610 600" stroke="${b}" stroke-width="14" fill="none" stroke-dasharray="24 18"/>
<circle cx="260" cy="300" r="150" fill="${a}" stroke="${INK}" stroke-width="6"/>
${[0, 1, 2, 3].map((i) => `<circle cx="260" cy="300" r="${120 - i * 22}" fill="none" stroke="${b}" stroke-width="6"/>`).join('')}
<circle cx="260" cy="300" r="36" fill="#f8f9fa" stroke="${INK}" stroke-width="6"/>`;

/** Satin ribbon in loose curls, with a sheen. */
const ribbon = (a: string, b: string) => `
<path d="M80 200 C 200 60, 300 320, 200 380 C 120 430, 200 520, 320 470 C 440 420, 420 280, 540 300 C 620 314, 600 440, 560 560" stroke="${a}" stroke-width="46" fill="none" stroke-linecap="round"/>
<path d="M80 200 C 200 60, 300 320, 200 380 C 120 430, 200 520, 320 470 C 440 420, 420 280, 540 300 C 620 314, 600 440, 560 560" stroke="${b}" stroke-width="8" fill="none" stroke-linecap="round" opacity="0.9"/>`;

/** A bag of assorted tails: a clear packet with tails of several colours peeking out. */
const tailPack = (a: string, b: string) => `
${[a, b, '#FFCA3A', '#1982C4', '#FF595E'].map((c, i) => `<path d="M${230 + i * 45} 430 C ${210 + i * 45} 500, ${260 + i * 45} 540, ${230 + i * 45} 610" stroke="${c}" stroke-width="18" fill="none" stroke-linecap="round"/>`).join('')}
<rect x="170" y="140" width="300" height="310" rx="18" fill="#ffffff" fill-opacity="0.75" stroke="${INK}" stroke-width="6"/>
${[a, b, '#FFCA3A', '#1982C4', '#FF595E'].map((c, i) => `<circle cx="${240 + (i % 3) * 80}" cy="${240 + Math.floor(i / 3) * 110}" r="38" fill="none" stroke="${c}" stroke-width="14"/>`).join('')}
<rect x="170" y="140" width="300" height="40" rx="10" fill="${a}" stroke="${INK}" stroke-width="6"/>`;

/** A small group drawn at `scale` around its own centre, placed at (x, y). */
const placed = (svg: string, x: number, y: number, scale: number, rotate = 0) =>
  `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale}) translate(-320 -320)">${svg}</g>`;

const ART: Record<ArtKind, (a: string, b: string) => string> = {
  kite,
  fishKite: (a, b) => `
<ellipse cx="300" cy="290" rx="180" ry="115" fill="${a}" stroke="${INK}" stroke-width="6"/>
<polygon points="470,290 590,180 590,400" fill="${b}" stroke="${INK}" stroke-width="6"/>
${[240, 310, 380].map((x) => `<path d="M${x} 200 Q ${x + 45} 290 ${x} 380" stroke="${b}" stroke-width="8" fill="none"/>`).join('')}
<circle cx="185" cy="265" r="26" fill="#fff" stroke="${INK}" stroke-width="4"/>
<circle cx="180" cy="265" r="11" fill="${INK}"/>
<path d="M300 405 C 280 470, 340 520, 310 610" stroke="${WOOD}" stroke-width="4" fill="none"/>`,
  starKite: (a, b) => `
<polygon points="${starPoints(320, 290, 220, 90)}" fill="${a}" stroke="${INK}" stroke-width="6"/>
<polygon points="${starPoints(320, 290, 110, 45)}" fill="${b}" stroke="${INK}" stroke-width="4"/>
<path d="M320 480 C 290 530, 360 560, 320 620" stroke="${b}" stroke-width="10" fill="none"/>`,
  kiteKit: (a, b) => [placed(kite(b, a), 200, 300, 0.55, -18), placed(kite('#FFD166', a), 440, 300, 0.55, 18), placed(kite(a, b), 320, 340, 0.6)].join('\n'),
  tail: tailWave,
  tailRoll,
  ribbon,
  tailPack,
  line: spool,
  threadCone,
  handReel,
  skein,
  stick: stickBundle,
  rodPair: (a, b) => rods(a, b, 2),
  rod: (a, b) => rods(a, b, 1),
  reel,
  glue: glueBottle,
  tissue: tissueStack,
  gloves: (a, b) => `${glove(a, b, 200, false)}${glove(a, b, 440, true)}`,
  assemblyKit: (a, b) =>
    [
      `<rect x="70" y="360" width="500" height="210" rx="18" fill="${a}" stroke="${INK}" stroke-width="6"/>`,
      placed(tissueStack(b, '#FFADAD'), 230, 300, 0.45),
      placed(stickBundle('#D4A373', '#FAEDCD'), 380, 280, 0.45),
      placed(spool('#f8f9fa', a), 190, 440, 0.4),
      placed(glueBottle('#ffffff', b), 450, 440, 0.4),
      `<rect x="70" y="470" width="500" height="100" rx="18" fill="${a}" stroke="${INK}" stroke-width="6"/>`,
      `<rect x="250" y="500" width="140" height="40" rx="10" fill="${b}" stroke="${INK}" stroke-width="4"/>`,
    ].join('\n'),
};
