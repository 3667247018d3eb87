import { formatBRL } from '../lib/format.ts';
import type { Product } from '../lib/contract.ts';
import { showsOldPrice } from '@vitrine/contract';

/**
 * A product's price as the shop's cards show it: with options at different prices, the
 * range from the lowest to the highest on show ("R$ 25,00 – R$ 32,50"); otherwise the
 * price, and the old one crossed out as the shop does (contract/price-rules.ts).
 */
export function ProductPrice({
  product: p,
  withOld = false,
}: {
  product: Pick<Product, 'price' | 'price_max' | 'old_price' | 'is_promotion'>;
  withOld?: boolean;
}) {
  if (p.price_max > p.price) return <span className="price">{`${formatBRL(p.price)} – ${formatBRL(p.price_max)}`}</span>;
  return (
    <>
      <span className="price">{formatBRL(p.price)}</span>
      {withOld && showsOldPrice(p.price, p.old_price, p.is_promotion) && <s className="old-price">{formatBRL(p.old_price)}</s>}
    </>
  );
}

/** "Tamanho: P, M, G · Cor: Azul, Verde": a product's options in one line. */
export const optionsSummary = (p: Pick<Product, 'options'>) => p.options.map((o) => `${o.name}: ${o.values.join(', ')}`).join(' · ');
