import { endpoints } from '@vitrine/contract/endpoints/index';
import { useRef, type ChangeEvent, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { KeyRound, LogOut } from 'lucide-react';
import { passwordChangeInput } from '@vitrine/contract';
import { call, errorMessage } from '../lib/api.ts';
import { messages } from '../lib/contract.ts';
import { useForm } from '../lib/use-form.ts';
import { changedFrom, useUnsavedChangesGuard } from '../lib/use-unsaved-guard.ts';
import { showFieldErrors, validate } from '../lib/validation.ts';
import { useFormSave } from '../lib/use-form-save.ts';
import { paths } from '../app/paths.ts';
import { useAuth, useUser } from '../auth/auth-context.tsx';
import { Field } from '../ui/field.tsx';
import { Card, PageHeader } from '../ui/page.tsx';
import { useConfirm } from '../ui/confirm.tsx';
import { useToast } from '../ui/toast.tsx';
import { SubmitButton } from '../ui/submit-button.tsx';
import { PasswordRevealButton, usePasswordReveal } from '../ui/password-reveal.tsx';

/** One's own account, for the store admin and the master: password and sessions. */
export function AccountScreen() {
  const user = useUser();
  return (
    <>
      <PageHeader title="Minha conta" description={`Você entrou como ${user.username}.`} />
      <div className="form-layout">
        <PasswordCard />
        <div className="stack">
          <SessionsCard />
        </div>
      </div>
    </>
  );
}

const EMPTY = { current_password: '', new_password: '', confirmation: '' };

function PasswordCard() {
  const toast = useToast();
  const user = useUser();
  const { refresh } = useAuth();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, errors, setErrors, bind } = useForm(EMPTY);
  const reveal = { current: usePasswordReveal(), next: usePasswordReveal(), confirmation: usePasswordReveal() };
  const save = useFormSave({
    mutationFn: (body: { current_password: string; new_password: string }) => call(endpoints.account.changePassword, { body }),
    onSuccess: async (res) => {
      toast.success(res.message);
      setValues(EMPTY);
      // the password is now the user's own: the "Troque a senha gerada" prompt goes
      // (if that read fails the prompt stays until the next page load reads /auth/me)
      if (user.password_generated) await refresh().catch(() => undefined);
    },
    setErrors,
    form: formRef,
    failed: messages.account.wrongCurrent,
  });
  const saving = save.isPending;
  useUnsavedChangesGuard(!saving && changedFrom(EMPTY, values));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const body = { current_password: values.current_password, new_password: values.new_password };
    const found = validate(passwordChangeInput, body);
    if (!found.new_password && values.new_password !== values.confirmation) found.confirmation = messages.account.passwordsDiffer;
    if (showFieldErrors(found, setErrors, formRef.current)) return;
    save.mutate(body);
  }

  return (
    <Card title="Trocar senha" id="password" className="form-card">
      <form ref={formRef} className="form" onSubmit={onSubmit} noValidate aria-label="Trocar senha">
        <fieldset className="form__fieldset" disabled={saving}>
          <Field label="Senha atual" required error={errors.current_password}>
            {passwordGroup('account-current-password', bind('current_password'), 'current-password', reveal.current)}
          </Field>
          <Field
            label="Nova senha"
            required
            error={errors.new_password}
            hint="Ao menos 8 caracteres. As outras sessões abertas com a senha antiga serão encerradas."
          >
            {passwordGroup('account-new-password', bind('new_password'), 'new-password', reveal.next)}
          </Field>
          <Field label="Confirme a nova senha" required error={errors.confirmation}>
            {passwordGroup('account-confirmation', bind('confirmation'), 'new-password', reveal.confirmation)}
          </Field>
        </fieldset>
        <div className="form__actions">
          <SubmitButton icon={KeyRound} label="Trocar senha" saving={saving} />
        </div>
      </form>
    </Card>
  );
}

type Reveal = ReturnType<typeof usePasswordReveal>;

/**
 * A password input with its "Mostrar senha" toggle. A plain function, not a component: Field
 * looks through elements for the input to tie to its label, hint and error, and cannot see
 * inside a component.
 */
function passwordGroup(
  id: string,
  bound: { name: string; value: string; onChange: (e: ChangeEvent<HTMLInputElement>) => void },
  autoComplete: string,
  reveal: Reveal,
) {
  return (
    <div className="input-group">
      <input id={id} className="input" {...bound} type={reveal.type} autoComplete={autoComplete} maxLength={200} />
      <PasswordRevealButton shown={reveal.shown} onToggle={reveal.toggle} controls={id} />
    </div>
  );
}

function SessionsCard() {
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { logout } = useAuth();
  const logoutAll = useMutation({
    mutationFn: () => call(endpoints.account.logoutAll),
    onSuccess: async (res) => {
      await logout();
      toast.success(res.message);
      await navigate(paths.login, { replace: true });
    },
    onError: (err) => toast.error(errorMessage(err, messages.auth.logoutFailed)),
  });

  async function logoutEverywhere() {
    const ok = await confirm({
      title: 'Sair de todos os dispositivos?',
      message: messages.account.confirmLogoutEverywhere,
      confirmLabel: 'Sair de todos',
      danger: true,
    });
    if (ok) logoutAll.mutate();
  }

  return (
    <Card title="Sessões" id="sessions">
      <p className="muted">Entrou em um computador que não é seu, ou perdeu o celular? Encerre todas as sessões abertas da sua conta, inclusive esta.</p>
      <div className="form__actions">
        <button type="button" className="btn btn--danger" onClick={logoutEverywhere} disabled={logoutAll.isPending || logoutAll.isSuccess}>
          <LogOut size={18} aria-hidden="true" />
          Sair de todos os dispositivos
        </button>
      </div>
    </Card>
  );
}
