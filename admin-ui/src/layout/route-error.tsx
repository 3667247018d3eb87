import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Last resort when a screen fails to render or its code cannot be fetched (often a new
 * version was published while the tab was open: reloading fetches it).
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="route-error" id="main">
      <h1>{notFound ? 'Página não encontrada' : 'Algo deu errado'}</h1>
      <p>{notFound ? 'O endereço que você abriu não existe no painel.' : 'Não foi possível abrir esta tela. Recarregue a página para tentar de novo.'}</p>
      <div className="route-error__actions">
        <button type="button" className="btn btn--primary" onClick={() => location.reload()}>
          Recarregar
        </button>
        <a className="btn btn--ghost" href="/admin">
          Ir para o início
        </a>
      </div>
    </main>
  );
}
