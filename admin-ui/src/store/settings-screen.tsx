import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ImageUp, Lightbulb, Save, Store } from 'lucide-react';
import { DEFAULT_COLORS, configUpdateInput, formatWhatsapp } from '@vitrine/api/contract';
import { api, errorMessage } from '../lib/api.ts';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, uploadFile } from '../lib/upload.ts';
import { messages, type LogoUploadResult, type StoreConfig } from '../lib/contract.ts';
import { useForm } from '../lib/use-form.ts';
import { hasErrors, serverFieldErrors, validate } from '../lib/validation.ts';
import { Field, FormSection, focusFirstError } from '../ui/field.tsx';
import { Card, ErrorState, PageHeader, Spinner } from '../ui/page.tsx';
import { useToast } from '../ui/toast.tsx';
import { ColorField } from '../ui/color-field.tsx';
import { fetchConfig, keys } from './queries.ts';

/** spec §2 store settings: name, contacts, address, map link, logo with preview, colours, tips. */
export function SettingsScreen() {
  const config = useQuery({ queryKey: keys.config, queryFn: ({ signal }) => fetchConfig(signal) });
  return (
    <>
      <PageHeader title="Configurações da loja" description="Como a sua loja se apresenta e como os clientes falam com você." />
      {config.isError ? (
        <ErrorState message={errorMessage(config.error, messages.settings.load)} onRetry={() => config.refetch()} />
      ) : !config.data ? (
        <Spinner label="Carregando configurações..." />
      ) : (
        <div className="form-layout">
          <SettingsForm config={config.data} />
          <div className="stack">
            <LogoCard config={config.data} />
            <TipsCard />
          </div>
        </div>
      )}
    </>
  );
}

function SettingsForm({ config }: { config: StoreConfig }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [saving, setSaving] = useState(false);
  const { values, errors, setErrors, bind, setValue } = useForm({
    store_name: config.store_name,
    whatsapp: formatWhatsapp(config.whatsapp),
    instagram: config.instagram ? `@${config.instagram}` : '',
    address: config.address ?? '',
    google_maps_link: config.google_maps_link ?? '',
    primary_color: config.primary_color || DEFAULT_COLORS.primary_color,
    secondary_color: config.secondary_color || DEFAULT_COLORS.secondary_color,
    accent_color: config.accent_color || DEFAULT_COLORS.accent_color,
  });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validate(configUpdateInput, values);
    if (hasErrors(found)) {
      setErrors(found);
      focusFirstError(formRef.current);
      return;
    }
    setSaving(true);
    try {
      await api('/config', { method: 'PUT', body: values });
      toast.success(messages.settings.saved);
      await Promise.all([queryClient.invalidateQueries({ queryKey: keys.config }), queryClient.invalidateQueries({ queryKey: keys.siteInfo })]);
    } catch (err) {
      setErrors(serverFieldErrors(err));
      toast.error(errorMessage(err, messages.settings.save));
      focusFirstError(formRef.current);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title="Dados da loja" id="store-data" className="form-card">
      <form ref={formRef} className="form" onSubmit={onSubmit} noValidate aria-label="Dados da loja">
        <fieldset className="form__fieldset" disabled={saving}>
          <Field label="Nome da loja" required error={errors.store_name}>
            <input className="input" {...bind('store_name')} maxLength={120} autoComplete="organization" />
          </Field>
          <div className="form__row">
            <Field label="WhatsApp" error={errors.whatsapp} hint="Com DDD, por exemplo (11) 98765-4321.">
              <input className="input" {...bind('whatsapp')} type="tel" inputMode="tel" autoComplete="tel-national" maxLength={40} />
            </Field>
            <Field label="Instagram" error={errors.instagram} hint="@perfil ou o link do perfil.">
              <input className="input" {...bind('instagram')} autoCapitalize="none" spellCheck={false} maxLength={200} />
            </Field>
          </div>
          <Field label="Endereço" error={errors.address} hint="Aparece na página de contato. Deixe em branco se não atende no local.">
            <input className="input" {...bind('address')} autoComplete="street-address" maxLength={300} />
          </Field>
          <Field label="Link do Google Maps" error={errors.google_maps_link} hint="No Google Maps, abra o endereço, toque em Compartilhar e copie o link.">
            <input className="input" {...bind('google_maps_link')} type="url" inputMode="url" placeholder="https://maps.app.goo.gl/..." maxLength={2000} />
          </Field>
          <FormSection title="Cores da loja">
            <div className="form__row form__row--3">
              <ColorField label="Principal" value={values.primary_color} onChange={(v) => setValue('primary_color', v)} error={errors.primary_color} />
              <ColorField label="Secundária" value={values.secondary_color} onChange={(v) => setValue('secondary_color', v)} error={errors.secondary_color} />
              <ColorField label="Destaque" value={values.accent_color} onChange={(v) => setValue('accent_color', v)} error={errors.accent_color} />
            </div>
          </FormSection>
        </fieldset>
        <div className="form__actions">
          <button type="submit" className="btn btn--primary" disabled={saving}>
            <Save size={18} aria-hidden="true" />
            {saving ? 'Salvando...' : 'Salvar configurações'}
          </button>
        </div>
      </form>
    </Card>
  );
}

function LogoCard({ config }: { config: StoreConfig }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(f: File | undefined) {
    setError(null);
    if (!f) return;
    if (!IMAGE_TYPES.includes(f.type)) return setError(messages.uploads.unsupportedType);
    if (f.size > MAX_IMAGE_BYTES) return setError(messages.uploads.tooLarge);
    setFile(f);
  }

  async function send() {
    if (!file) return;
    setProgress(0);
    try {
      await uploadFile<LogoUploadResult>('/config/logo', file, { onProgress: setProgress });
      toast.success(messages.settings.logoUpdated);
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      await Promise.all([queryClient.invalidateQueries({ queryKey: keys.config }), queryClient.invalidateQueries({ queryKey: keys.siteInfo })]);
    } catch (err) {
      const text = errorMessage(err, messages.settings.uploadLogo);
      setError(text);
      toast.error(text);
    } finally {
      setProgress(null);
    }
  }

  const shown = preview ?? (config.logo_url ? `${config.logo_url}?w=480` : null);
  return (
    <Card title="Logo" id="logo">
      <div className="logo-editor">
        <div className="logo-preview">
          {shown ? <img src={shown} alt={preview ? 'Prévia do novo logo' : `Logo atual de ${config.store_name}`} /> : <Store size={36} aria-hidden="true" />}
        </div>
        <div className="logo-editor__controls">
          <p className="field__hint">Formatos PNG, JPG ou GIF. Tamanho recomendado: 200x200 px.</p>
          <label className="btn btn--ghost btn--file">
            <ImageUp size={18} aria-hidden="true" />
            {config.logo_url ? 'Trocar logo' : 'Escolher logo'}
            <input ref={inputRef} className="sr-only" type="file" accept={IMAGE_TYPES.join(',')} onChange={(e) => choose(e.target.files?.[0])} disabled={progress !== null} />
          </label>
          {file && (
            <div className="logo-editor__pending">
              <p className="muted">{file.name}</p>
              {progress !== null && <progress className="progress" max={1} value={progress} aria-label="Envio do logo" />}
              <div className="row-actions">
                <button type="button" className="btn btn--primary btn--sm" onClick={send} disabled={progress !== null}>
                  {progress !== null ? 'Enviando...' : 'Enviar logo'}
                </button>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  onClick={() => {
                    setFile(null);
                    if (inputRef.current) inputRef.current.value = '';
                  }}
                  disabled={progress !== null}
                >
                  Cancelar
                </button>
              </div>
            </div>
          )}
          {error && (
            <p className="field__error" role="alert">
              {error}
            </p>
          )}
        </div>
      </div>
    </Card>
  );
}

function TipsCard() {
  return (
    <Card title="Dicas" id="tips" className="tips">
      <ul className="tips__list">
        <li>
          <Lightbulb size={16} aria-hidden="true" /> Use o número de WhatsApp em que você responde clientes: o botão de compra leva direto para ele.
        </li>
        <li>
          <Lightbulb size={16} aria-hidden="true" /> Um logo quadrado, com fundo claro ou transparente, fica bonito no topo da loja e no celular.
        </li>
        <li>
          <Lightbulb size={16} aria-hidden="true" /> Escolha cores com bom contraste: o texto dos botões precisa ser fácil de ler.
        </li>
        <li>
          <Lightbulb size={16} aria-hidden="true" /> Com o link do Google Maps, o cliente chega até você com um toque.
        </li>
      </ul>
    </Card>
  );
}
