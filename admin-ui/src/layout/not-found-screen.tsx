import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { homeOf, useUser } from '../auth/auth-context.tsx';
import { PageHeader } from '../ui/page.tsx';

/** Any admin path that is no screen (docs/product.md §2 leaves it open; the issue asks for this page). */
export function NotFoundScreen() {
  const user = useUser();
  return (
    <>
      <PageHeader title="Página não encontrada" />
      <div className="card not-found">
        <Compass size={40} aria-hidden="true" className="not-found__icon" />
        <p>O endereço que você abriu não existe no painel. Confira o link ou volte para o início.</p>
        <Link className="btn btn--primary" to={homeOf(user)}>
          Voltar para o início
        </Link>
      </div>
    </>
  );
}
