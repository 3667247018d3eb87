import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from './api.ts';

/**
 * What the owner typed, kept in the browser when a save meets an expired session (401), per
 * user, screen and item (the address), and given back once they are signed in again on the
 * same screen. Only the form's own values: never a password.
 */
const PREFIX = 'vitrine:draft:';

export const DRAFT_RESTORED = 'Sua sessão tinha expirado: recuperamos o que você digitou antes. Confira e clique em Salvar.';
const LAST_USER = 'vitrine:signed-out-username';

const keyOf = (username: string, path: string) => `${PREFIX}${username}:${path}`;

export const isSessionEnd = (err: unknown) => err instanceof ApiError && err.status === 401;

/** The username of a session that just ended, for the login form. */
export function rememberSignedOut(username: string) {
  try {
    localStorage.setItem(LAST_USER, username);
  } catch {
    // storage blocked: the owner types the username
  }
}

export function signedOutUsername(): string {
  try {
    return localStorage.getItem(LAST_USER) ?? '';
  } catch {
    return '';
  }
}

/**
 * A form's draft: `keep(values)` when a save met a 401; on the form's first render after the
 * new sign-in, `apply` gets the values back and `restored` says so (the screen shows a note).
 */
export function useDraft<T>(username: string, apply: (values: T) => void) {
  const { pathname } = useLocation();
  const key = keyOf(username, pathname);
  const [restored, setRestored] = useState(false);
  const applyRef = useRef(apply);
  applyRef.current = apply;

  useEffect(() => {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(key);
      if (raw) localStorage.removeItem(key);
    } catch {
      return;
    }
    if (!raw) return;
    try {
      applyRef.current(JSON.parse(raw) as T);
      setRestored(true);
    } catch {
      // a draft of another shape (an older version of the screen): dropped
    }
  }, [key]);

  const keep = (values: T) => {
    try {
      localStorage.setItem(key, JSON.stringify(values));
    } catch {
      // storage full or blocked: nothing more we can do
    }
  };

  return { restored, keep };
}
