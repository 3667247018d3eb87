import { endpoints } from '@vitrine/contract/endpoints/index';
import { useQuery } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import type { Client } from '../lib/contract.ts';
import { usePreviewHref } from '../lib/preview.ts';
import { ReadinessChecklist } from './readiness-checklist.tsx';

const clientReadinessKey = (id: number) => ['master', 'clients', id, 'readiness'] as const;

/** Moves the focus to the client form's field with this label (the fix for a missing contact). */
function focusField(label: string) {
  const el = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim().startsWith(label));
  const input = el?.htmlFor ? document.getElementById(el.htmlFor) : null;
  input?.scrollIntoView({ block: 'center' });
  input?.focus();
}

/** The same checklist as the shop's dashboard, on the master's client form. */
export function ClientReadiness({ client }: { client: Client }) {
  const { data } = useQuery({
    queryKey: [...clientReadinessKey(client.id), client.updated_at, client.is_published],
    queryFn: ({ signal }) => call(endpoints.readiness.client, { params: { id: client.id }, signal }),
  });
  const previewHref = usePreviewHref(client.site_url, client.subdomain, client.is_published);
  return (
    <ReadinessChecklist
      readiness={data}
      title="O que falta para esta loja chegar aos clientes"
      fixes={{
        published: <span>Use o botão “Publicar” acima.</span>,
        contact: (
          <button type="button" className="link link--button" onClick={() => focusField('WhatsApp')}>
            Preencher o WhatsApp
          </button>
        ),
        photo: (
          <>
            O lojista adiciona fotos em Produtos.{' '}
            <a className="link" href={previewHref} target="_blank" rel="noopener noreferrer">
              Ver a loja<span className="sr-only"> (abre em nova aba)</span>
            </a>
          </>
        ),
      }}
    />
  );
}
