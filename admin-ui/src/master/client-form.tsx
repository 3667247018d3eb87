import { endpoints } from '@vitrine/contract/endpoints/index';
import { call } from '../lib/api.ts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { DEFAULT_COLORS, clientCreateInput, clientUpdateInput, formatWhatsapp, formatWhatsappTyping } from '@vitrine/contract';

import { useVersionedSave } from '../lib/versioned-save.ts';
import { DRAFT_RESTORED, useDraft } from '../lib/drafts.ts';
import { useFormSave } from '../lib/use-form-save.ts';
import { SubmitButton } from '../ui/submit-button.tsx';
import { useUser } from '../auth/auth-context.tsx';
import { StaleBanner } from '../ui/stale-banner.tsx';
import { Banner } from '../ui/page.tsx';
import { messages, type Client, type ClientCreateResult } from '../lib/contract.ts';
import { useForm } from '../lib/use-form.ts';
import { changedFrom, useUnsavedChangesGuard } from '../lib/use-unsaved-guard.ts';
import { accepts, showFieldErrors, validate } from '../lib/validation.ts';
import { platformDomain, platformPort } from '../lib/platform.ts';
import { Field, FormSection } from '../ui/field.tsx';
import { Switch } from '../ui/switch.tsx';
import { ColorField } from '../ui/color-field.tsx';
import { useToast } from '../ui/toast.tsx';
import { PasswordRevealButton, usePasswordReveal } from '../ui/password-reveal.tsx';
import { masterKeys } from './queries.ts';
import { subdomainInput, suggestSubdomain } from './subdomain.ts';
import { clientFormErrors } from './client-rules.ts';

const TEXT_FIELDS = [
  'client_name',
  'client_email',
  'client_phone',
  'site_name',
  'site_description',
  'store_name',
  'store_description',
  'subdomain',
  'contact_email',
  'contact_whatsapp',
  'contact_instagram',
  'contact_phone',
  'address',
  'city',
  'state',
  'zip_code',
  'google_maps_url',
  'primary_color',
  'secondary_color',
  'accent_color',
  'avatar_url',
] as const;

type ClientValues = Record<(typeof TEXT_FIELDS)[number] | 'username' | 'password' | 'password_confirmation', string> & { is_active: boolean };

/** The form's values from the client as read (blank for a new one): the plain texts as they are, the rest shaped for typing. */
function initialValues(c: Client | undefined): ClientValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((f) => [f, c?.[f] ?? ''])) as Record<(typeof TEXT_FIELDS)[number], string>;
  return {
    ...texts,
    username: c?.admin_username ?? '',
    is_active: c?.is_active ?? true,
    password: '',
    password_confirmation: '',
    contact_whatsapp: formatWhatsapp(c?.contact_whatsapp),
    contact_instagram: c?.contact_instagram ? `@${c.contact_instagram}` : '',
    primary_color: c?.primary_color ?? DEFAULT_COLORS.primary_color,
    secondary_color: c?.secondary_color ?? DEFAULT_COLORS.secondary_color,
    accent_color: c?.accent_color ?? DEFAULT_COLORS.accent_color,
  };
}

interface ClientFormProps {
  client?: Client | undefined;
  /** The version the client was read at (If-Match on save), and how to read it again ("Recarregar"). */
  etag?: string | null;
  reload?: () => Promise<Client | undefined>;
  /** After a create: docs/product.md §4 goes to the client's edit screen. */
  onCreated: (id: number) => void;
}

/** docs/product.md §2 client form, create and edit, with every field of docs/product.md §3 "Client". */
export function ClientForm({ client, etag = null, reload, onCreated }: ClientFormProps) {
  const creating = !client;
  const toast = useToast();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, errors, setErrors, bind, setValue } = useForm<ClientValues>(initialValues(client));
  const user = useUser();
  const version = useVersionedSave(etag);
  const draft = useDraft<ClientValues>(user.username, (d) => setValues({ ...d, password: '', password_confirmation: '' }));
  // the screen's own actions (publish, domain, access) make a new version: the form follows it
  const { reloaded } = version;
  useEffect(() => reloaded(etag), [etag, reloaded]);
  const [savedValues, setSavedValues] = useState(() => initialValues(client));
  const [created, setCreated] = useState(false);
  const [subdomainTouched, setSubdomainTouched] = useState(!creating);
  // one toggle shows both the password and its confirmation
  const reveal = usePasswordReveal();
  const save = useFormSave({
    mutationFn: async ({ body, force }: { body: Record<string, unknown>; force: boolean }): Promise<{ created: ClientCreateResult } | { updated: Client }> => {
      if (client && accepts(clientUpdateInput, body))
        return { updated: await version.write(endpoints.clients.update, { params: { id: client.id }, body }, force) };
      if (!client && accepts(clientCreateInput, body)) return { created: await call(endpoints.clients.create, { body }) };
      // submit() checked the same schema: never reached
      throw new Error('client form body refused by the contract');
    },
    onSuccess: async (result) => {
      if ('created' in result) {
        toast.success(messages.clients.created);
        setCreated(true);
        void queryClient.invalidateQueries({ queryKey: masterKeys.clients });
        void queryClient.invalidateQueries({ queryKey: masterKeys.stats });
        onCreated(result.created.client.id);
        return;
      }
      const { updated } = result;
      toast.success(messages.clients.updated);
      setSavedValues(values);
      queryClient.setQueryData(masterKeys.client(updated.id), updated);
      await Promise.all([
        // read again for its new version (the form follows it)
        queryClient.invalidateQueries({ queryKey: masterKeys.client(updated.id), exact: true }),
        queryClient.invalidateQueries({ queryKey: masterKeys.clients }),
        queryClient.invalidateQueries({ queryKey: masterKeys.stats }),
      ]);
    },
    // never a password in the browser's storage
    keepDraft: () => draft.keep({ ...values, password: '', password_confirmation: '' }),
    caughtStale: version.caughtStale,
    setErrors,
    form: formRef,
    failed: messages.clients.save,
    network: messages.clients.connection,
  });
  // after a create the form stays shut while the edit screen opens
  const locked = save.isPending || created;
  useUnsavedChangesGuard(!locked && changedFrom(savedValues, values));
  const suffix = `.${platformDomain()}${platformPort() ? `:${platformPort()}` : ''}`;

  async function onReload() {
    const fresh = await reload?.();
    if (!fresh) return;
    setValues(initialValues(fresh));
    setSavedValues(initialValues(fresh));
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    submit(false);
  }

  function submit(force: boolean) {
    const body: Record<string, unknown> = { is_active: values.is_active };
    for (const f of TEXT_FIELDS) body[f] = values[f];
    if (creating) {
      body.username = values.username;
      body.password = values.password;
    }
    const found = { ...validate(creating ? clientCreateInput : clientUpdateInput, body), ...clientFormErrors(values, creating) };
    if (showFieldErrors(found, setErrors, formRef.current)) return;
    save.mutate({ body, force });
  }

  return (
    <form ref={formRef} className="form" onSubmit={onSubmit} noValidate aria-label={creating ? 'Novo cliente' : 'Dados do cliente'}>
      {draft.restored && <Banner kind="info">{DRAFT_RESTORED}</Banner>}
      {version.stale && (
        <StaleBanner stale={version.stale} changed="Este cliente foi alterado" onReload={onReload} onOverwrite={() => submit(true)} busy={save.isPending} />
      )}
      <fieldset className="form__fieldset" disabled={locked}>
        <FormSection title="Cliente e acesso">
          <Field label="Nome completo" required error={errors.client_name}>
            <input className="input" {...bind('client_name')} autoComplete="off" maxLength={120} />
          </Field>
          <div className="form__row">
            <Field
              label="Usuário"
              required={creating}
              error={errors.username}
              hint={creating ? 'Com ele o cliente entra no painel da loja.' : 'O usuário não pode ser alterado.'}
            >
              <input className="input" {...bind('username')} disabled={!creating} autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={60} />
            </Field>
            <Field label="E-mail" required error={errors.client_email}>
              <input className="input" {...bind('client_email')} type="email" autoComplete="off" maxLength={200} />
            </Field>
          </div>
          <div className="form__row">
            <Field label="Telefone" error={errors.client_phone}>
              <input className="input" {...bind('client_phone')} type="tel" maxLength={40} />
            </Field>
            <div className="field field--switch">
              <Switch
                label="Cliente ativo"
                checked={values.is_active}
                onChange={(v) => setValue('is_active', v)}
                hint="Inativo: a loja sai do ar e o painel dela fica bloqueado."
              />
            </div>
          </div>
          {creating && (
            <div className="form__row">
              <Field label="Senha" required error={errors.password} hint="Ao menos 8 caracteres.">
                <div className="input-group">
                  <input id="client-password" className="input" {...bind('password')} type={reveal.type} autoComplete="new-password" maxLength={200} />
                  <PasswordRevealButton shown={reveal.shown} onToggle={reveal.toggle} controls="client-password" />
                </div>
              </Field>
              <Field label="Confirmar senha" required error={errors.password_confirmation}>
                <input className="input" {...bind('password_confirmation')} type={reveal.type} autoComplete="new-password" maxLength={200} />
              </Field>
            </div>
          )}
        </FormSection>

        <FormSection title="Site e loja">
          <div className="form__row">
            <Field label="Nome do site" required error={errors.site_name}>
              <input className="input" {...bind('site_name')} maxLength={120} />
            </Field>
            <Field label="Nome da loja" required error={errors.store_name}>
              <input
                className="input"
                {...bind('store_name')}
                onChange={(e) => {
                  setValue('store_name', e.target.value);
                  if (!subdomainTouched) setValue('subdomain', suggestSubdomain(e.target.value));
                }}
                maxLength={120}
              />
            </Field>
          </div>
          <Field label="Subdomínio" required error={errors.subdomain} hint="Apenas letras minúsculas, números e hífens.">
            <div className="affix">
              <span className="affix__text" aria-hidden="true">
                http://
              </span>
              <input
                className="input affix__input"
                {...bind('subdomain')}
                onChange={(e) => {
                  setSubdomainTouched(true);
                  setValue('subdomain', subdomainInput(e.target.value));
                }}
                autoCapitalize="none"
                spellCheck={false}
                autoComplete="off"
                maxLength={63}
              />
              <span className="affix__text" aria-hidden="true">
                {suffix}
              </span>
            </div>
          </Field>
          <Field label="Descrição do site" error={errors.site_description}>
            <textarea className="input textarea" rows={2} {...bind('site_description')} maxLength={1000} />
          </Field>
          <Field label="Descrição da loja" error={errors.store_description} hint="Aparece na página inicial da loja.">
            <textarea className="input textarea" rows={2} {...bind('store_description')} maxLength={1000} />
          </Field>
        </FormSection>

        <FormSection title="Contato da loja">
          <div className="form__row">
            <Field label="WhatsApp" error={errors.contact_whatsapp} hint="Com DDD, por exemplo (11) 98765-4321.">
              <input className="input" {...bind('contact_whatsapp', formatWhatsappTyping)} type="tel" inputMode="tel" maxLength={40} />
            </Field>
            <Field label="Instagram" error={errors.contact_instagram}>
              <input className="input" {...bind('contact_instagram')} autoCapitalize="none" spellCheck={false} placeholder="@perfil" maxLength={200} />
            </Field>
          </div>
          <div className="form__row">
            <Field label="E-mail de contato" error={errors.contact_email}>
              <input className="input" {...bind('contact_email')} type="email" maxLength={200} />
            </Field>
            <Field label="Telefone de contato" error={errors.contact_phone}>
              <input className="input" {...bind('contact_phone')} type="tel" maxLength={40} />
            </Field>
          </div>
        </FormSection>

        <FormSection title="Endereço">
          <Field label="Endereço" error={errors.address}>
            <input className="input" {...bind('address')} maxLength={300} />
          </Field>
          <div className="form__row form__row--3">
            <Field label="Cidade" error={errors.city}>
              <input className="input" {...bind('city')} maxLength={120} />
            </Field>
            <Field label="Estado" error={errors.state}>
              <input className="input" {...bind('state')} maxLength={60} />
            </Field>
            <Field label="CEP" error={errors.zip_code}>
              <input className="input" {...bind('zip_code')} inputMode="numeric" maxLength={20} />
            </Field>
          </div>
          <Field label="Link do Google Maps" error={errors.google_maps_url}>
            <input className="input" {...bind('google_maps_url')} type="url" placeholder="https://maps.app.goo.gl/..." maxLength={2000} />
          </Field>
        </FormSection>

        <FormSection title="Aparência">
          <div className="form__row form__row--3">
            <ColorField label="Cor principal" value={values.primary_color} onChange={(v) => setValue('primary_color', v)} error={errors.primary_color} />
            <ColorField label="Cor secundária" value={values.secondary_color} onChange={(v) => setValue('secondary_color', v)} error={errors.secondary_color} />
            <ColorField label="Cor de destaque" value={values.accent_color} onChange={(v) => setValue('accent_color', v)} error={errors.accent_color} />
          </div>
          <Field label="Link do avatar" error={errors.avatar_url} hint="Opcional: imagem do cliente na lista.">
            <input className="input" {...bind('avatar_url')} type="url" maxLength={2000} />
          </Field>
        </FormSection>
      </fieldset>
      <div className="form__actions form__actions--separated">
        <SubmitButton icon={Save} label="Salvar" saving={save.isPending} disabled={locked} />
      </div>
    </form>
  );
}
