import { Link, useParams } from 'react-router';
import { ApiError } from '../lib/api.ts';
import { EmptyState, PageHeader } from './page.tsx';

/**
 * The record an edit route names (/…/edit/:id, /…/:id/edit): no id on a create route, and
 * an id that is not a positive integer is treated as not found without asking the server.
 */
export function useRecordId() {
  const { id: raw } = useParams();
  const id = raw === undefined ? undefined : Number(raw);
  const editing = id !== undefined;
  const validId = !editing || (Number.isInteger(id) && id! > 0);
  return { id, editing, validId };
}

/** Whether an edit screen should show its not-found state: a malformed id or a 404. */
export const recordMissing = (record: { editing: boolean; validId: boolean }, error: unknown) =>
  record.editing && (!record.validId || (error instanceof ApiError && error.status === 404));

/** The not-found state of an edit screen: the spec's message and a way back to the list. */
export function RecordNotFound(props: { title: string; message: string; back: { to: string; label: string }; backText: string }) {
  return (
    <>
      <PageHeader title={props.title} back={props.back} />
      <div className="card">
        <EmptyState title={props.message}>
          <Link className="btn btn--primary" to={props.back.to}>
            {props.backText}
          </Link>
        </EmptyState>
      </div>
    </>
  );
}
