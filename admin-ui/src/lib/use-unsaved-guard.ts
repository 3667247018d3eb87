import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useConfirm } from '../ui/confirm.tsx';

export const UNSAVED_TITLE = 'Sair sem salvar?';
const UNSAVED_MESSAGE = 'Há alterações neste formulário que ainda não foram salvas. Se sair agora, elas serão perdidas.';

/**
 * Asks before a form with unsaved changes is left: inside the admin (React Router's blocker,
 * answered in our own dialog) and when the tab is closed or reloaded (beforeunload, answered
 * by the browser's own prompt, the only one it allows there).
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const confirm = useConfirm();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let answered = false;
    void confirm({ title: UNSAVED_TITLE, message: UNSAVED_MESSAGE, confirmLabel: 'Sair sem salvar', danger: true }).then((leave) => {
      if (answered) return;
      answered = true;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      answered = true;
    };
  }, [blocker, confirm]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = ''; // older browsers need it set to prompt
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}

/** Whether form values differ from what was loaded (string and boolean fields). */
export const changedFrom = <T extends Record<string, unknown>>(initial: T, values: T) => Object.keys(values).some((k) => values[k] !== initial[k]);
