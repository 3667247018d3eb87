import { z } from 'zod';

/**
 * WhatsApp numbers are kept as digits with the country code (55 for Brazil),
 * the form wa.me links need; people type them in any shape.
 */
export function normalizeWhatsapp(input: string): string | null | undefined {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 0) return null;
  if (digits.length === 10 || digits.length === 11) return `55${digits}`;
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) return digits;
  return undefined; // not a Brazilian mobile or landline number
}

/** Shows a stored number as the spec does: (xx) xxxxx-xxxx. */
export function formatWhatsapp(stored: string | null | undefined): string {
  if (!stored) return '';
  const local = stored.startsWith('55') && stored.length >= 12 ? stored.slice(2) : stored;
  const ddd = local.slice(0, 2);
  const rest = local.slice(2);
  const head = rest.length === 9 ? rest.slice(0, 5) : rest.slice(0, 4);
  return `(${ddd}) ${head}-${rest.slice(head.length)}`;
}

export const whatsappField = z
  .string()
  .trim()
  .max(40, 'Máximo de 40 caracteres.')
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const n = normalizeWhatsapp(v);
    if (n === undefined) {
      ctx.addIssue({ code: 'custom', message: 'WhatsApp inválido. Use DDD e número, por exemplo (11) 98765-4321.' });
      return z.NEVER;
    }
    return n;
  });

/** Instagram is kept as the bare handle, whether typed as @loja, loja or a profile URL. */
export function normalizeInstagram(input: string): string | null | undefined {
  let v = input.trim();
  if (!v) return null;
  const url = v.match(/^(?:https?:\/\/)?(?:www\.)?instagram\.com\/([^/?#]+)/i);
  if (url) v = url[1]!;
  v = v.replace(/^@/, '');
  return /^[A-Za-z0-9._]{1,30}$/.test(v) ? v.toLowerCase() : undefined;
}

export const instagramField = z
  .string()
  .trim()
  .max(200, 'Máximo de 200 caracteres.')
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const n = normalizeInstagram(v);
    if (n === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Instagram inválido. Use @perfil, perfil ou o link do perfil.' });
      return z.NEVER;
    }
    return n;
  });

export const instagramUrl = (handle: string | null | undefined) => (handle ? `https://www.instagram.com/${handle}/` : null);
