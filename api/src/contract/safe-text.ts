/**
 * What people type into names and file names, minus what they cannot see: control
 * characters, bidirectional overrides and isolates (which make "gpj.exe" read "exe.jpg"),
 * and invisible characters (zero-width spaces, joiners outside emoji, word joiners, soft
 * hyphens, BOM, tag characters). One sanitiser for every schema (common.ts) and upload.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// biome-ignore lint/suspicious/noMisleadingCharacterClass: each invisible code point is stripped on its own, combining ones included
const INVISIBLE = /[\u00ad\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b\u200c\u2028\u2029\u2060-\u2064\u206a-\u206f\u3164\ufe00-\ufe0e\ufeff\uffa0\u{e0000}-\u{e007f}]/gu;
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
