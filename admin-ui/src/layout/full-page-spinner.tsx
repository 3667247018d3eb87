export function FullPageSpinner() {
  return (
    <div className="full-page-spinner" role="status">
      <span className="spinner spinner--lg" aria-hidden="true" />
      <span className="sr-only">Carregando...</span>
    </div>
  );
}
