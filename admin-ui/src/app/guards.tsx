import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { homeOf, roleOf, useAuth, type Role } from '../auth/auth-context.tsx';
import { AdminLayout } from '../layout/admin-layout.tsx';
import { FullPageSpinner } from '../layout/full-page-spinner.tsx';
import { canonicalPath, paths } from './paths.ts';

/** docs/product.md §2 /admin: no user → login; master → /admin/master; anyone else → /admin/dashboard. */
export function AdminIndex() {
  const { user, checking } = useAuth();
  if (!user && checking) return <FullPageSpinner />;
  return <Navigate to={user ? homeOf(user) : paths.login} replace />;
}

/**
 * The protected admin layout (docs/product.md §2, §6). Without a user: the login. A non-master on master routes goes to the dashboard, a master on
 * store routes to the master panel. `role` absent: any logged-in user (the not-found page).
 */
export function ProtectedArea({ role }: { role?: Role }) {
  const { user, checking } = useAuth();
  const location = useLocation();
  if (!user) {
    if (checking) return <FullPageSpinner />;
    // after signing in the user comes back here (a session that expired mid-edit keeps its draft)
    return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  }
  if (role && roleOf(user) !== role) return <Navigate to={homeOf(user)} replace />;
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}

/** An alias of docs/product.md §2 (or a path screens navigate to) sends the browser to its canonical route. */
export function AliasRedirect({ to }: { to: string }) {
  const params = useParams();
  const location = useLocation();
  return <Navigate to={canonicalPath(to, params) + location.search + location.hash} replace />;
}
