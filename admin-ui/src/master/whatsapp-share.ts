/** wa.me link that opens WhatsApp with the text ready; without a number the user picks the chat. */
export function whatsappShareUrl(text: string, phoneDigits?: string | null) {
  const digits = (phoneDigits ?? '').replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
