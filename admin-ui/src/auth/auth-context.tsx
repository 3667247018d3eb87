import { firstScreen } from '@vitrine/contract/endpoints/first-screen';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, call, onUnauthorized, setTenantSubdomain } from '../lib/api.ts';
import { isMasterType, messages, type User } from '../lib/contract.ts';
import { USER_KEY, readStoredUser, storeUser } from '../lib/user-storage.ts';
import { rememberSignedOut } from '../lib/drafts.ts';
import { paths } from '../app/paths.ts';

export type Role = 'master' | 'store';

export interface AuthState {
  user: User | null;
  /** True until GET /api/auth/me has answered (the stored copy may be stale). */
  checking: boolean;
  /** Why the user was signed out without asking (session expired). */
  signedOutReason: string | null;
  login: (username: string, password: string) => Promise<User>;
  logout: () => Promise<void>;
  /** Reads GET /api/auth/me again (after the user changed something about themselves). */
  refresh: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

export const roleOf = (user: User): Role => (isMasterType(user.user_type) ? 'master' : 'store');

/** docs/product.md §2: master goes to /admin/master, everyone else to /admin/dashboard. */
export const homeOf = (user: User) => (roleOf(user) === 'master' ? paths.master : paths.dashboard);

/**
 * docs/product.md §4: the user comes from local storage first, then GET /auth/me confirms it; an
 * absent user clears the stored copy. Other tabs' logins and logouts are followed too.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<User | null>(() => readStoredUser());
  const [checking, setChecking] = useState(true);
  const [signedOutReason, setSignedOutReason] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;

  // Another user (or none) must never see the previous one's cached shop data.
  // biome-ignore lint/correctness/useExhaustiveDependencies: userId is the trigger, not an input: the cache is emptied when it changes
  useEffect(() => () => queryClient.clear(), [userId, queryClient]);

  const setUser = useCallback((next: User | null) => {
    setTenantSubdomain(next?.subdomain ?? null);
    storeUser(next);
    setUserState(next);
  }, []);

  useEffect(() => {
    setTenantSubdomain(user?.subdomain ?? null);
  }, [user]);

  useEffect(() => {
    const controller = new AbortController();
    call(firstScreen.me, { signal: controller.signal }, { allowUnauthorized: true })
      .then((me) => setUser(me))
      .catch((err: unknown) => {
        // 401: no session. A network failure keeps the stored copy (the next call tells).
        if (err instanceof ApiError && err.status === 401) setUser(null);
      })
      .finally(() => {
        if (!controller.signal.aborted) setChecking(false);
      });
    return () => controller.abort();
  }, [setUser]);

  // A 401 on any other call: the session ended while the user was here (not after a logout).
  const userRef = useRef(user);
  useEffect(() => {
    userRef.current = user;
  }, [user]);
  useEffect(() => {
    onUnauthorized(() => {
      if (!userRef.current) return;
      // the login form fills the username in, and the screen the owner was on gets its draft back
      rememberSignedOut(userRef.current.username);
      setSignedOutReason(messages.admin.sessionExpired);
      setUser(null);
    });
    return () => onUnauthorized(null);
  }, [setUser]);

  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== USER_KEY && e.key !== null) return;
      const next = readStoredUser();
      setTenantSubdomain(next?.subdomain ?? null);
      setUserState(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const login = useCallback(
    async (username: string, password: string) => {
      const me = await call(firstScreen.login, { body: { username, password } }, { allowUnauthorized: true });
      setSignedOutReason(null);
      setUser(me);
      return me;
    },
    [setUser],
  );

  const logout = useCallback(async () => {
    try {
      await call(firstScreen.logout, {}, { allowUnauthorized: true });
    } finally {
      // docs/product.md §4: logout clears the stored user whatever the server said
      setSignedOutReason(null);
      setUser(null);
    }
  }, [setUser]);

  const refresh = useCallback(async () => {
    setUser(await call(firstScreen.me));
  }, [setUser]);

  const value = useMemo(() => ({ user, checking, signedOutReason, login, logout, refresh }), [user, checking, signedOutReason, login, logout, refresh]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}

/** For screens under a guard: the user is there. */
export function useUser(): User {
  const { user } = useAuth();
  if (!user) throw new Error('useUser outside a protected route');
  return user;
}
