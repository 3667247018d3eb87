/** wa.me without a number: WhatsApp asks the shopper whom to send it to. */
export const whatsappShareLink = (title: string, url: string) => `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
