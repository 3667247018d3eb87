import { useQuery } from '@tanstack/react-query';
import { formatBytes, formatCount } from '../lib/format.ts';
import { Card } from '../ui/page.tsx';
import { quotasQuery } from './queries.ts';

/** The shop's limits on the dashboard: products and image storage, used of allowed. */
export function QuotaCard() {
  const quotas = useQuery(quotasQuery);
  if (!quotas.data) return null;
  const { products, storage, images_per_product } = quotas.data;
  return (
    <Card title="Limites da loja" id="quotas">
      <ul className="quota-list">
        <QuotaMeter label="Produtos" used={products.used} limit={products.limit} text={`${formatCount(products.used)} de ${formatCount(products.limit)}`} />
        <QuotaMeter
          label="Espaço de imagens"
          used={storage.used_bytes}
          limit={storage.limit_bytes}
          text={`${formatBytes(storage.used_bytes)} de ${formatBytes(storage.limit_bytes)}`}
        />
      </ul>
      <p className="muted quota-note">Cada produto pode ter até {formatCount(images_per_product)} imagens.</p>
    </Card>
  );
}

function QuotaMeter({ label, used, limit, text }: { label: string; used: number; limit: number; text: string }) {
  const full = used >= limit;
  return (
    <li className="quota">
      <div className="quota__row">
        <span className="quota__label">{label}</span>
        <span className={full ? 'quota__value quota__value--full' : 'quota__value'}>{text}</span>
      </div>
      <meter
        className="quota__meter"
        min={0}
        max={limit}
        low={limit * 0.8}
        high={limit * 0.95}
        optimum={0}
        value={Math.min(used, limit)}
        aria-label={`${label}: ${text}`}
      />
    </li>
  );
}
