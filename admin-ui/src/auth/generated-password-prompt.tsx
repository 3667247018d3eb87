import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { KeyRound } from 'lucide-react';
import { paths } from '../app/paths.ts';
import { Banner } from '../ui/page.tsx';
import { useAuth } from './auth-context.tsx';

const POSTPONED_KEY = 'vitrine.generated-password-postponed';

/** "Agora não" lasts this tab's session (sessionStorage), per user: the next login asks again. */
function postponedFor(userId: number): boolean {
  try {
    return sessionStorage.getItem(POSTPONED_KEY) === String(userId);
  } catch {
    return false;
  }
}

function postpone(userId: number) {
  try {
    sessionStorage.setItem(POSTPONED_KEY, String(userId));
  } catch {
    // storage blocked: it is postponed for as long as this page stays open
  }
}

/**
 * A password the platform generated travelled in a message or a file: until its owner sets
 * one of their own (GET /auth/me says `password_generated`), every screen asks for the
 * change, with the way there. Never a dead end: "Agora não" puts it off for this session.
 */
export function GeneratedPasswordPrompt() {
  const { user } = useAuth();
  const location = useLocation();
  const [hidden, setHidden] = useState(false);
  if (!user?.password_generated || hidden || postponedFor(user.id)) return null;
  const onAccount = location.pathname === paths.account;
  return (
    <div className="generated-password">
      <Banner
        kind="warning"
        action={
          <>
            {!onAccount && (
              <Link className="btn btn--sm btn--primary" to={`${paths.account}#password`}>
                <KeyRound size={16} aria-hidden="true" /> Trocar senha
              </Link>
            )}
            <button
              type="button"
              className="btn btn--sm btn--ghost"
              onClick={() => {
                postpone(user.id);
                setHidden(true);
              }}
            >
              Agora não
            </button>
          </>
        }
      >
        <strong>Troque a senha gerada.</strong>{' '}
        {onAccount
          ? 'Você entrou com a senha que a plataforma criou para você. Escolha uma senha sua no formulário "Trocar senha".'
          : 'Você entrou com a senha que a plataforma criou para você. Escolha uma senha sua em Minha conta.'}
      </Banner>
    </div>
  );
}
