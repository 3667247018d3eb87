import { Link } from 'react-router';
import { Download, Printer } from 'lucide-react';
import { Card } from '../ui/page.tsx';
import { paths } from '../app/paths.ts';
import { qrUrl } from './qr-links.ts';

/** Settings: the shop's QR code, to download (SVG for print, PNG for chats) or print as a poster. */
export function QrCard() {
  return (
    <Card title="QR code da loja" id="qr">
      <div className="qr-card">
        <img className="qr-card__code" src={qrUrl()} alt="QR code com o endereço da loja" width={132} height={132} />
        <div className="qr-card__text">
          <p>Leve clientes do balcão, da embalagem ou do cartão de visita direto para a sua loja.</p>
          <div className="qr-card__actions">
            <a className="btn btn--sm btn--ghost" href={qrUrl({ format: 'svg', download: true })} download>
              <Download size={16} aria-hidden="true" /> SVG
            </a>
            <a className="btn btn--sm btn--ghost" href={qrUrl({ format: 'png', download: true })} download>
              <Download size={16} aria-hidden="true" /> PNG
            </a>
            <Link className="btn btn--sm btn--primary" to={paths.qrPoster}>
              <Printer size={16} aria-hidden="true" /> Cartaz A4
            </Link>
          </div>
        </div>
      </div>
    </Card>
  );
}

/** Product form: this product's QR code, for a shelf label or the packaging. */
export function ProductQrLinks({ productId }: { productId: number }) {
  return (
    <Card title="QR code do produto" id="product-qr">
      <div className="qr-card">
        <img className="qr-card__code" src={qrUrl({ productId })} alt="QR code com o endereço do produto" width={96} height={96} />
        <div className="qr-card__actions">
          <a className="btn btn--sm btn--ghost" href={qrUrl({ productId, format: 'svg', download: true })} download>
            <Download size={16} aria-hidden="true" /> SVG
          </a>
          <a className="btn btn--sm btn--ghost" href={qrUrl({ productId, format: 'png', download: true })} download>
            <Download size={16} aria-hidden="true" /> PNG
          </a>
        </div>
      </div>
    </Card>
  );
}
