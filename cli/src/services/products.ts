import { AVAILABILITY, AVAILABILITY_LABELS, type Availability } from '@vitrine/contract';
import type { Product } from '@vitrine/contract';
import { endpoints } from '@vitrine/contract/endpoints/index';
import type { ApiContext } from '../shell/command.ts';
import { usageError } from '../shell/errors.ts';
import { findClient } from './clients.ts';

/**
 * A shop's catalogue, as its master sees it: the store routes, naming the shop in
 * X-Tenant-Subdomain (the API audits a master's writes on a shop).
 */
async function shopHeaders(ctx: ApiContext, ref: string) {
  const client = await findClient(ctx.api, ref);
  return { headers: { 'X-Tenant-Subdomain': client.subdomain }, client };
}

const money = (v: number) => v.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

export async function listProducts(options: { ref: string; search?: string | undefined; availability?: string | undefined }, ctx: ApiContext): Promise<void> {
  const availability = options.availability ? parseAvailability(options.availability, ctx) : undefined;
  const { headers } = await shopHeaders(ctx, options.ref);
  const products = await ctx.api.call(endpoints.catalogue.storeProducts, { headers, query: { q: options.search, availability, limit: 200 } });
  ctx.out.result(products, () => {
    if (!products.length) return ctx.out.line('Nenhum produto encontrado');
    ctx.out.table(
      [
        { header: 'ID', value: (p: Product) => p.id, align: 'right' },
        { header: 'NOME', value: (p) => p.name },
        { header: 'CATEGORIA', value: (p) => p.category_name },
        { header: 'PREÇO', value: (p) => money(p.price), align: 'right' },
        { header: 'DISPONIBILIDADE', value: (p) => AVAILABILITY_LABELS[p.availability] },
        { header: 'DESTAQUE', value: (p) => (p.is_featured ? 'sim' : '') },
      ],
      products,
    );
  });
}

export async function setAvailability(options: { ref: string; id: string; availability: string }, ctx: ApiContext): Promise<void> {
  if (!/^\d+$/.test(options.id.trim()))
    throw usageError(`Id de produto inválido: ${options.id}`, `Veja os ids com: vitrine products list --shop ${options.ref}`);
  const availability = parseAvailability(options.availability, ctx);
  const { headers } = await shopHeaders(ctx, options.ref);
  const product = await ctx.api.call(endpoints.catalogue.setStatus, { headers, params: { id: Number(options.id) }, body: { availability } });
  ctx.out.result(product, () => ctx.out.success(`${product.name}: ${AVAILABILITY_LABELS[product.availability]}`));
}

function parseAvailability(value: string, ctx: ApiContext): Availability {
  const found = AVAILABILITY.find(
    (a) =>
      a ===
      value
        .trim()
        .toLowerCase()
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, ''),
  );
  if (!found) throw usageError(`Disponibilidade inválida: ${value}`, `Use uma de: ${AVAILABILITY.join(', ')} (veja ${ctx.command} --help)`);
  return found;
}
