import { stripVTControlCharacters } from 'node:util';
import { cleanMultiline } from '@vitrine/contract';

/** An operating-system command (ESC ] … BEL or ESC \) whole, even with spaces in its text, which Node's parser leaves half. */
const OSC = /(?:\u001b\]|\u009d)[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)/g;

/**
 * Text that came from the server, made safe to print on a terminal: escape sequences (window
 * titles, OSC 8 links, colours, cursor moves) removed by Node's own parser, then whatever
 * control character is left (an escape it did not recognise) and bidi overrides by the API's
 * clean-text rule. Line breaks and tabs stay. Our own colours are painted after this.
 */
export const forTerminal = (text: string): string => cleanMultiline(stripVTControlCharacters(text.replace(OSC, '')));

/** A JSON answer of the server with every string made safe to print (the API client reads every answer through this). */
export const parseServerJson = (text: string): unknown => JSON.parse(text, (_key, value) => (typeof value === 'string' ? forTerminal(value) : value));
