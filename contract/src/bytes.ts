const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/**
 * Sizes as people read them, the same in the API's messages and the admin: "512 B", "12 KB",
 * "1,5 MB", "1 GB". No zod here: the admin's first download imports it.
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${whole.format(Math.round(kb))} KB`;
  const mb = kb / 1024;
  if (mb < 1024) return `${oneDecimal.format(mb)} MB`;
  return `${oneDecimal.format(mb / 1024)} GB`;
}
