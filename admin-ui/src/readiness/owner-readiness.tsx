import { endpoints } from '@vitrine/contract/endpoints/index';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { usePreviewHref } from '../lib/preview.ts';
import { paths } from '../app/paths.ts';
import { ReadinessChecklist } from './readiness-checklist.tsx';

const readinessKey = ['readiness'] as const;

/** The dashboard's banner for the shop's admin: publishing is the master's, so it offers the preview. */
export function OwnerReadiness() {
  const { data } = useQuery({ queryKey: readinessKey, queryFn: ({ signal }) => call(endpoints.readiness.own, { signal }) });
  const previewHref = usePreviewHref(undefined);
  return (
    <ReadinessChecklist
      readiness={data}
      title="O que falta para sua loja chegar aos clientes"
      fixes={{
        published: (
          <>
            Peça ao administrador da plataforma para publicá-la.{' '}
            <a className="link" href={previewHref} target="_blank" rel="noopener noreferrer">
              Pré-visualizar a loja<span className="sr-only"> (abre em nova aba)</span>
            </a>
          </>
        ),
        contact: (
          <Link className="link" to={paths.settings}>
            Cadastrar WhatsApp ou Instagram
          </Link>
        ),
        photo: (
          <Link className="link" to={paths.products}>
            Adicionar fotos aos produtos
          </Link>
        ),
      }}
    />
  );
}
