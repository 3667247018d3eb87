import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../lib/api.ts';
import { EmptyState, PageHeader, Spinner } from './page.tsx';
import { QueryState, type QueryLike } from './query-state.tsx';

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

/**
 * An edit screen's body: on a create route the blank form at once; on an edit route the
 * record's read first (a spinner, or its error with "Tentar novamente"), then the form with it.
 */
export function RecordState<T>(props: {
  editing: boolean;
  query: QueryLike<T>;
  errorText: string;
  loading: string;
  children: (loaded: T | undefined) => ReactNode;
}) {
  if (!props.editing) return <>{props.children(undefined)}</>;
  return (
    <QueryState query={props.query} errorText={props.errorText} pending={<Spinner label={props.loading} />}>
      {props.children}
    </QueryState>
  );
}
