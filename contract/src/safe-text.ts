/**
 * What people type into names and file names, minus what they cannot see: control
 * characters, bidirectional overrides and isolates (which make "gpj.exe" read "exe.jpg"),
 * and invisible characters (zero-width spaces, joiners outside emoji, word joiners, soft
 * hyphens, BOM, tag characters). One sanitiser for every schema (common.ts) and upload.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const INVISIBLE =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: each invisible code point is stripped on its own, combining ones included
  /[\u00ad\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b\u200c\u2028\u2029\u2060-\u2064\u206a-\u206f\u3164\ufe00-\ufe0e\ufeff\uffa0\u{e0000}-\u{e007f}]/gu;
// a zero-width joiner is kept only inside an emoji sequence (👩‍💻)
const LONE_ZWJ = /(?<!\p{Extended_Pictographic}\ufe0f?)\u200d|\u200d(?!\p{Extended_Pictographic})/gu;

export function stripUnsafeChars(text: string, options: { multiline?: boolean } = {}): string {
  const lines = options.multiline ? text.replace(/\r\n?/g, '\n') : text;
  return lines
    .replace(options.multiline ? CONTROL_BUT_LINES : CONTROL, '')
    .replace(BIDI, '')
    .replace(INVISIBLE, '')
    .replace(LONE_ZWJ, '');
}

/** For one-line names (store, product, category, people, files). */
export const cleanName = (text: string) => stripUnsafeChars(text);
/** For descriptions and addresses, which may hold line breaks and tabs. */
export const cleanMultiline = (text: string) => stripUnsafeChars(text, { multiline: true });

/** Fields whose value is a secret, taken exactly as typed (a password may hold any character). */
const AS_TYPED = /password|senha/i;

type Container = Record<string, unknown> | unknown[];
const emptyLike = (v: Container): Container => (Array.isArray(v) ? [] : {});

/**
 * The clean-text rule for a whole JSON body (the route layer runs it on every JSON request):
 * a copy where every string has lost its control characters, bidirectional overrides and
 * invisible characters, line breaks and tabs kept (a one-line field's own schema removes
 * those with cleanName). Passwords are left as typed. The walk is iterative, like the NUL
 * check (http/nul-bytes.ts): a body nested thousands of levels deep must not overflow.
 */
export function cleanTextTree<T>(value: T): T {
  if (typeof value === 'string') return cleanMultiline(value) as T;
  if (value === null || typeof value !== 'object') return value;
  const root = emptyLike(value as Container);
  const stack: [Container, Container][] = [[value as Container, root]];
  while (stack.length) {
    const [from, to] = stack.pop()!;
    for (const [key, child] of Object.entries(from)) {
      let copy: unknown = child;
      if (typeof child === 'string') copy = AS_TYPED.test(key) ? child : cleanMultiline(child);
      else if (child !== null && typeof child === 'object') {
        copy = emptyLike(child as Container);
        stack.push([child as Container, copy as Container]);
      }
      // defineProperty: an own "__proto__" key of a parsed body stays data, never a prototype
      Object.defineProperty(to, key, { value: copy, enumerable: true, writable: true, configurable: true });
    }
  }
  return root as T;
}
