/**
 * The platform's fixed domain (docs/product.md §9: site address = subdomain + this domain). The server
 * writes it into index.html (<meta name="vitrine-platform-domain">); the dev server does not,
 * so we fall back to the host the admin is on.
 */
export function platformDomain(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="vitrine-platform-domain"]')?.content;
  if (meta && !meta.startsWith('%')) return meta;
  return location.hostname.replace(/^www\./, '');
}

/** Port to show after the domain in development (http://loja.localhost:3000). */
export function platformPort(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="vitrine-public-url"]')?.content;
  try {
    if (meta && !meta.startsWith('%')) return new URL(meta).port;
  } catch {
    // fall through
  }
  return location.port;
}
