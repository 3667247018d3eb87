/**
 * A WhatsApp number shown as it is typed: "11987654321" becomes "(11) 98765-4321" key by
 * key, a landline "(11) 3456-7890". A leading +55 / 55 country code (13 digits) is kept
 * in front. Digits only are kept, so pasting "11 98765.4321" works too. Zod-free: the
 * admin's first bundle may use it.
 */
export function formatWhatsappTyping(text: string): string {
  let digits = text.replace(/\D/g, '');
  let country = '';
  if (digits.length > 11 && digits.startsWith('55')) [country, digits] = ['+55 ', digits.slice(2)];
  digits = digits.slice(0, 11);
  if (digits.length === 0) return country.trim();
  if (digits.length <= 2) return `${country}(${digits}`;
  const [ddd, rest] = [digits.slice(0, 2), digits.slice(2)];
  if (rest.length <= 4) return `${country}(${ddd}) ${rest}`;
  const head = rest.length === 9 ? 5 : 4;
  return `${country}(${ddd}) ${rest.slice(0, head)}-${rest.slice(head)}`;
}
