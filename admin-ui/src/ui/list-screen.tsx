import type { ReactNode } from 'react';
import { PageHeader } from './page.tsx';

interface ListScreenProps {
  title: string;
  description?: ReactNode;
  back?: { to: string; label: string };
  /** The header's buttons: "Novo …", export, import. */
  actions?: ReactNode;
  /** Above the list, inside its card: the search and the filters, the result count. */
  filters?: ReactNode;
  /** The list itself, usually a QueryState around a ListTable. */
  children: ReactNode;
}

/** A list screen's frame: its heading and actions, then one card with the filters and the list. */
export function ListScreen({ title, description, back, actions, filters, children }: ListScreenProps) {
  return (
    <>
      <PageHeader title={title} description={description} back={back} actions={actions} />
      <div className="card">
        {filters}
        {children}
      </div>
    </>
  );
}

interface ListTableProps {
  className: string;
  /** For screen readers: what the rows are ("Produtos da loja"). */
  caption: string;
  columns: string[];
  /** A first column without a heading of its own (the product's picture): its screen-reader name. */
  lead?: string;
  /** Wide tables scroll sideways inside their card rather than the page. */
  scroll?: boolean;
  busy?: boolean;
  children: ReactNode;
}

/** A list's table: its caption, column headings and the row actions' column; the rows are the screen's. */
export function ListTable({ className, caption, columns, lead, scroll, busy, children }: ListTableProps) {
  const table = (
    <table className={`table ${className}`} aria-busy={busy}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {lead && (
            <th scope="col" className="table__thumb-col">
              <span className="sr-only">{lead}</span>
            </th>
          )}
          {columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
          <th scope="col" className="table__actions-col">
            <span className="sr-only">Ações</span>
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  return scroll ? <div className="table-scroll">{table}</div> : table;
}
