import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { categoryInput } from '@vitrine/contract';
import { endpoints } from '@vitrine/contract/endpoints/index';
import { call } from '../lib/api.ts';
import { fetchVersioned, useVersionedSave, type Versioned } from '../lib/versioned-save.ts';
import { DRAFT_RESTORED, useDraft } from '../lib/drafts.ts';
import { useFormSave } from '../lib/use-form-save.ts';
import { SubmitButton } from '../ui/submit-button.tsx';
import { useUser } from '../auth/auth-context.tsx';
import { StaleBanner } from '../ui/stale-banner.tsx';
import { messages, type Category } from '../lib/contract.ts';
import { useForm } from '../lib/use-form.ts';
import { showFieldErrors, validate } from '../lib/validation.ts';
import { REDIRECT_DELAY_MS } from '../lib/constants.ts';
import { paths } from '../app/paths.ts';
import { RecordNotFound, RecordState, recordMissing, useRecordId } from '../ui/record.tsx';
import { Field } from '../ui/field.tsx';
import { Banner, Card, PageHeader } from '../ui/page.tsx';
import { useToast } from '../ui/toast.tsx';
import { keys } from './queries.ts';

/** docs/product.md §2 category create/edit; docs/product.md §4: success, then back to the list after 1.5 s. */
export function CategoryFormScreen() {
  const record = useRecordId();
  const { id, editing, validId } = record;
  const category = useQuery({
    queryKey: [...keys.categories, 'one', id ?? 0],
    queryFn: ({ signal }) => fetchVersioned(endpoints.categories.editRead, { params: { id: id ?? 0 }, signal }),
    enabled: editing && validId,
  });
  const current = category.data?.item;
  const title = editing ? 'Editar categoria' : 'Nova categoria';
  const back = { to: paths.categories, label: 'Categorias' };

  if (recordMissing(record, category.error)) {
    return <RecordNotFound title={title} message={messages.categories.notFound} back={back} backText="Voltar para as categorias" />;
  }

  return (
    <>
      <PageHeader title={title} back={back} description={editing ? current?.name : 'Dê um nome claro: é assim que ela aparece na loja.'} />
      <RecordState editing={editing} query={category} errorText={messages.categories.load} loading="Carregando categoria...">
        {(loaded) => (
          <CategoryForm
            key={loaded?.item.id ?? 'new'}
            category={loaded?.item}
            etag={loaded?.etag ?? null}
            reload={async () => (await category.refetch()).data}
          />
        )}
      </RecordState>
    </>
  );
}

type CategoryValues = { name: string; description: string };
const toValues = (c: Category | undefined): CategoryValues => ({ name: c?.name ?? '', description: c?.description ?? '' });

function CategoryForm({
  category,
  etag,
  reload,
}: {
  category: Category | undefined;
  etag: string | null;
  reload: () => Promise<Versioned<Category> | undefined>;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const user = useUser();
  const { values, setValues, errors, setErrors, bind } = useForm<CategoryValues>(toValues(category));
  const version = useVersionedSave(etag);
  const draft = useDraft<CategoryValues>(user.username, setValues);
  const [done, setDone] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useFormSave({
    mutationFn: ({ force }: { force: boolean }) =>
      category
        ? version.write(endpoints.categories.update, { params: { id: category.id }, body: values }, force)
        : call(endpoints.categories.create, { body: values }),
    onSuccess: () => {
      const text = category ? messages.categories.updated : messages.categories.created;
      toast.success(text);
      setDone(text);
      void queryClient.invalidateQueries({ queryKey: keys.categories });
      void queryClient.invalidateQueries({ queryKey: keys.products });
    },
    keepDraft: () => draft.keep(values),
    caughtStale: version.caughtStale,
    setErrors,
    form: formRef,
    failed: messages.categories.save,
  });
  // after a save the form stays shut until it goes back to the list
  const locked = save.isPending || done !== null;

  useEffect(() => {
    if (!done) return;
    const t = setTimeout(() => navigate(paths.categories), REDIRECT_DELAY_MS);
    return () => clearTimeout(t);
  }, [done, navigate]);

  async function onReload() {
    const fresh = await reload();
    if (!fresh) return;
    setValues(toValues(fresh.item));
    version.reloaded(fresh.etag);
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    submit(false);
  }

  function submit(force: boolean) {
    if (showFieldErrors(validate(categoryInput, values), setErrors, formRef.current)) return;
    save.mutate({ force });
  }

  return (
    <Card className="form-card form-card--narrow">
      {draft.restored && <Banner kind="info">{DRAFT_RESTORED}</Banner>}
      {version.stale && (
        <StaleBanner stale={version.stale} changed="Esta categoria foi alterada" onReload={onReload} onOverwrite={() => submit(true)} busy={save.isPending} />
      )}
      {done && <Banner kind="info">{done} Voltando para a lista...</Banner>}
      <form ref={formRef} className="form" onSubmit={onSubmit} noValidate aria-label="Dados da categoria">
        <fieldset className="form__fieldset" disabled={locked}>
          <Field label="Nome" required error={errors.name}>
            <input className="input" {...bind('name')} maxLength={80} autoComplete="off" />
          </Field>
          <Field label="Descrição" error={errors.description} hint="Opcional.">
            <textarea className="input textarea" rows={3} {...bind('description')} maxLength={500} />
          </Field>
        </fieldset>
        <div className="form__actions">
          <Link className="btn btn--ghost" to={paths.categories}>
            Cancelar
          </Link>
          <SubmitButton icon={Save} label="Salvar" saving={save.isPending && !done} disabled={locked} />
        </div>
      </form>
    </Card>
  );
}
