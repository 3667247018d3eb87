import type { User } from './contract.ts';

/** docs/product.md §3: the logged-in user is kept in local storage under the key `user`. */
export const USER_KEY = 'user';

export function readStoredUser(): User | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    if (!raw) return null;
    const u = JSON.parse(raw) as Partial<User>;
    return u && typeof u.username === 'string' && typeof u.user_type === 'string' ? (u as User) : null;
  } catch {
    return null;
  }
}

/** False when local storage is missing or blocked (private modes, policies). */
export function hasStoredUser(): boolean {
  try {
    return localStorage.getItem(USER_KEY) !== null;
  } catch {
    return false;
  }
}

export function storeUser(user: User | null) {
  try {
    if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_KEY);
  } catch {
    // storage blocked: the session cookie still works, the dashboard warns about it
  }
}
