import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { LogIn, Store } from 'lucide-react';
import { messages } from '../lib/contract.ts';
import { homeOf, useAuth } from './auth-context.tsx';
import { usePageTitle } from '../ui/page.tsx';
import { FullPageSpinner } from '../layout/full-page-spinner.tsx';
import { loginErrorText } from './login-errors.ts';
import { signedOutUsername } from '../lib/drafts.ts';
import { PasswordRevealButton, usePasswordReveal } from '../ui/password-reveal.tsx';

/** Where to go after signing in: back to the screen the session ended on, if any (same admin only). */
const backTo = (state: unknown): string | null => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
};

export function LoginScreen() {
  usePageTitle('Entrar');
  const { user, checking, login, signedOutReason } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState(() => (signedOutReason ? signedOutUsername() : ''));
  const [password, setPassword] = useState('');
  const reveal = usePasswordReveal();
  const [error, setError] = useState<string | null>(null);
  const signIn = useMutation({
    mutationFn: (credentials: { username: string; password: string }) => login(credentials.username, credentials.password),
    // docs/product.md §4: login success redirects by role; a session that expired returns to its screen
    onSuccess: (me) => void navigate(backTo(location.state) ?? homeOf(me), { replace: true }),
    onError: (err) => setError(loginErrorText(err)),
  });
  // from the press until the next screen opens (a success does not hand the form back)
  const busy = signIn.isPending || signIn.isSuccess;

  // docs/product.md §2: an already logged-in user is redirected by role
  if (user && !busy) return <Navigate to={homeOf(user)} replace />;
  if (!user && checking && !busy) return <FullPageSpinner />;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!username.trim() || !password) {
      setError(messages.auth.required);
      return;
    }
    signIn.mutate({ username: username.trim(), password });
  }

  return (
    <div className="login">
      <main className="login__panel" id="main">
        <div className="login__brand">
          <span className="brand-mark" aria-hidden="true">
            <Store size={22} />
          </span>
          <span className="login__brand-name">Vitrine</span>
        </div>
        <h1 className="login__title">Entrar no painel</h1>
        <p className="login__subtitle">Gerencie seus produtos, categorias e a sua loja.</p>

        {signedOutReason && !error && (
          <p className="login__notice" role="status">
            {signedOutReason}
          </p>
        )}
        {error && (
          <p className="login__error" role="alert">
            {error}
          </p>
        )}

        <form className="login__form" onSubmit={onSubmit} noValidate>
          <div className="field">
            <label className="field__label" htmlFor="login-username">
              Usuário
            </label>
            <input
              id="login-username"
              name="username"
              // biome-ignore lint/a11y/noAutofocus: the login screen has one job and nothing above the field to read first; typing starts at once
              autoFocus
              className="input"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              aria-required="true"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              aria-invalid={error === messages.auth.required && !username.trim() ? true : undefined}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="login-password">
              Senha
            </label>
            <div className="input-group">
              <input
                id="login-password"
                name="password"
                className="input"
                type={reveal.type}
                autoComplete="current-password"
                required
                aria-required="true"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-invalid={error === messages.auth.required && !password ? true : undefined}
              />
              <PasswordRevealButton shown={reveal.shown} onToggle={reveal.toggle} controls="login-password" />
            </div>
          </div>
          <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={busy} aria-busy={busy}>
            {busy ? (
              <>
                <span className="spinner spinner--sm" aria-hidden="true" /> Entrando...
              </>
            ) : (
              <>
                <LogIn size={18} aria-hidden="true" /> Entrar
              </>
            )}
          </button>
        </form>
        <p className="login__help">Ainda não tem acesso? Entre em contato com o administrador da plataforma para receber seu usuário e senha.</p>
      </main>
      <aside className="login__aside" aria-hidden="true">
        <div className="login__aside-inner">
          <p className="login__aside-title">Sua loja, do seu jeito.</p>
          <p className="login__aside-text">Cadastre produtos com fotos, organize categorias e receba pedidos pelo WhatsApp e Instagram.</p>
        </div>
      </aside>
    </div>
  );
}
