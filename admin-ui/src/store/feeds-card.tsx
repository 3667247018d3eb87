import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, Copy, ExternalLink } from 'lucide-react';
import { siteInfoQuery } from '../layout/sidebar.tsx';
import { copyText } from '../lib/clipboard.ts';
import { Card } from '../ui/page.tsx';

/** The two catalogue feeds: where each goes, and the steps to add it there. */
const FEEDS = [
  {
    id: 'google',
    path: '/feeds/google.xml',
    name: 'Google (Merchant Center)',
    how: 'No Merchant Center, vá em Produtos › Adicionar produtos › Adicionar de um arquivo, escolha “Inserir um link” e cole o endereço. Peça atualização diária.',
  },
  {
    id: 'meta',
    path: '/feeds/meta.csv',
    name: 'Facebook e Instagram (Gerenciador de Comércio)',
    how: 'No Gerenciador de Comércio, abra o catálogo › Fontes de dados › Adicionar itens › Feed de dados › Usar um URL, cole o endereço e programe a atualização diária.',
  },
] as const;

/** Settings: the links of the shop's catalogue feeds for Google and Meta, with how to use them. */
export function FeedsCard() {
  const site = useQuery(siteInfoQuery);
  if (!site.data) return null;
  return (
    <Card title="Catálogo no Google, Facebook e Instagram" id="feeds">
      <p className="muted feeds__intro">
        Os links abaixo trazem os produtos visíveis na sua loja, com preço, promoção e estoque sempre atualizados. Cadastre-os uma vez e o Google e a Meta
        buscam as mudanças sozinhos.
      </p>
      <ul className="feeds__list">
        {FEEDS.map((feed) => (
          <FeedLink key={feed.id} id={feed.id} name={feed.name} url={`${site.data.site_url}${feed.path}`} how={feed.how} />
        ))}
      </ul>
      <p className="muted feeds__note">Produtos ocultos e produtos sem foto ficam de fora: o Google e a Meta exigem uma imagem.</p>
    </Card>
  );
}

function FeedLink({ id, name, url, how }: { id: string; name: string; url: string; how: string }) {
  const [copied, setCopied] = useState(false);
  const inputId = `feed-${id}`;
  return (
    <li className="feeds__item">
      <label className="field__label" htmlFor={inputId}>
        {name}
      </label>
      <div className="feeds__row">
        <input id={inputId} className="input mono feeds__url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="btn btn--ghost btn--sm" onClick={async () => setCopied(await copyText(url))} aria-label={`Copiar link do ${name}`}>
          {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
          {copied ? 'Copiado!' : 'Copiar'}
        </button>
        <a className="btn btn--ghost btn--sm" href={url} target="_blank" rel="noopener noreferrer" aria-label={`Abrir ${name} (abre em nova aba)`}>
          <ExternalLink size={16} aria-hidden="true" />
          Abrir
        </a>
      </div>
      <p className="field__hint">{how}</p>
      <p className="sr-only" role="status">
        {copied ? 'Link copiado!' : ''}
      </p>
    </li>
  );
}
