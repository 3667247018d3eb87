import { endpoints } from '@vitrine/contract/endpoints/index';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { call, errorMessage } from '../lib/api.ts';
import { messages } from '../lib/contract.ts';
import { paths } from '../app/paths.ts';
import { ErrorState, Spinner } from '../ui/page.tsx';
import { keys } from '../store/queries.ts';
import { qrUrl } from './qr-links.ts';

/**
 * A printable A4 poster: logo, shop name, a large QR code and the WhatsApp number. On screen
 * it shows as a sheet with a print button; printed, only the sheet goes to paper.
 */
export function QrPosterScreen() {
  const info = useQuery({ queryKey: keys.siteInfo, queryFn: ({ signal }) => call(endpoints.config.siteInfo, { signal }) });
  if (info.isError) return <ErrorState message={errorMessage(info.error, messages.settings.load)} onRetry={() => void info.refetch()} />;
  if (!info.data) return <Spinner label="Carregando cartaz..." />;
  const site = info.data;
  const address = site.site_url.replace(/^https?:\/\//, '');

  return (
    <div className="poster-screen">
      <div className="poster-screen__bar no-print">
        <Link className="btn btn--sm btn--ghost" to={paths.settings}>
          <ArrowLeft size={16} aria-hidden="true" /> Voltar
        </Link>
        <button type="button" className="btn btn--sm btn--primary" onClick={() => window.print()}>
          <Printer size={16} aria-hidden="true" /> Imprimir
        </button>
      </div>
      <article className="poster" aria-label="Cartaz para imprimir">
        {site.logo_url && <img className="poster__logo" src={site.logo_url} alt={`Logo de ${site.store_name}`} />}
        <h1 className="poster__name">{site.store_name}</h1>
        <p className="poster__call">Aponte a câmera do celular e veja nossos produtos</p>
        <img className="poster__qr" src={qrUrl()} alt={`QR code para ${address}`} />
        <p className="poster__address">{address}</p>
        {site.whatsapp_display && <p className="poster__whatsapp">WhatsApp {site.whatsapp_display}</p>}
      </article>
    </div>
  );
}
