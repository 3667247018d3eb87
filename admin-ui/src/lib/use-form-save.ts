import { useEffect, useRef, type RefObject } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from './api.ts';
import { isSessionEnd } from './drafts.ts';
import { serverFieldErrors } from './validation.ts';
import { focusFirstError, type FieldErrors } from '../ui/field.tsx';
import { useToast } from '../ui/toast.tsx';

interface FormSaveOptions<V, R> {
  mutationFn: (vars: V) => Promise<R>;
  /** The toast, the saved values shown, the lists invalidated; while it runs the form stays busy. */
  onSuccess: (result: R, vars: V) => unknown;
  /** On a 401: what was typed goes to the draft, back after the new sign-in (lib/drafts.ts). */
  keepDraft?: () => void;
  /** On a 412: true once the screen shows its stale notice (lib/versioned-save.ts). */
  caughtStale?: (err: unknown) => boolean;
  setErrors: (errors: FieldErrors) => void;
  form: RefObject<HTMLFormElement | null>;
  /** The toast when the server gives no message of its own, and when it cannot be reached. */
  failed: string;
  network?: string;
}

/**
 * A form's save as a TanStack mutation: `isPending` keeps the form busy, and a failure is
 * handled the same on every form: a lapsed session keeps a draft, a stale write shows its
 * notice, anything else puts the server's field errors under their fields and a toast.
 */
export function useFormSave<V, R>(o: FormSaveOptions<V, R>) {
  const toast = useToast();
  const refocus = useRef(false);
  const save = useMutation({
    mutationFn: o.mutationFn,
    onSuccess: o.onSuccess,
    onError: (err) => {
      if (isSessionEnd(err) && o.keepDraft) return o.keepDraft();
      if (o.caughtStale?.(err)) return;
      o.setErrors(serverFieldErrors(err));
      toast.error(errorMessage(err, o.failed, o.network));
      refocus.current = true;
    },
  });
  // the fields are enabled again only once the failed save has rendered: the focus waits for that
  const { form } = o;
  useEffect(() => {
    if (!save.error || !refocus.current) return;
    refocus.current = false;
    focusFirstError(form.current);
  }, [save.error, form]);
  return save;
}
