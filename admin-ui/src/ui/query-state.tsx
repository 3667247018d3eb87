import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api.ts';
import { EmptyState, ErrorState, Spinner } from './page.tsx';

/** What QueryState reads of a TanStack query (useQuery and useInfiniteQuery both have it). */
export interface QueryLike<T> {
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

interface EmptyView {
  icon?: ReactNode;
  title: string;
  /** The way out of the empty list: the create button, or "Limpar filtros". */
  action?: ReactNode;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** The pt-BR message when the read failed without a message of the server's own. */
  errorText: string;
  /** The message when the server could not be reached (errorMessage's default otherwise). */
  networkText?: string;
  /** What stands in while the data comes: the screen's skeleton (a spinner if none). */
  pending?: ReactNode;
  /** Shown instead of children when isEmpty says so (an empty array by default). */
  empty?: EmptyView;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * One read's four faces, the same on every screen: its skeleton while pending, the error
 * with "Tentar novamente", the empty state with its action, or the loaded data.
 */
export function QueryState<T>({ query, errorText, networkText, pending, empty, isEmpty = emptyArray, children }: QueryStateProps<T>) {
  if (query.isError) return <ErrorState message={errorMessage(query.error, errorText, networkText)} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <>{pending ?? <Spinner />}</>;
  if (empty && isEmpty(query.data)) {
    return (
      <EmptyState icon={empty.icon} title={empty.title}>
        {empty.action}
      </EmptyState>
    );
  }
  return <>{children(query.data)}</>;
}
