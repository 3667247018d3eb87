import type { EndpointBody } from '@vitrine/contract/api-client';
import { endpoints } from '@vitrine/contract/endpoints/index';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Lightbulb, Save } from 'lucide-react';
import { DEFAULT_COLORS, configUpdateInput, formatWhatsapp, formatWhatsappTyping, type OpeningHours, type ValueBlock } from '@vitrine/contract';
import { call, errorMessage } from '../lib/api.ts';
import { useVersionedSave, type Versioned } from '../lib/versioned-save.ts';
import { DRAFT_RESTORED, useDraft } from '../lib/drafts.ts';
import { useFormSave } from '../lib/use-form-save.ts';
import { QueryState } from '../ui/query-state.tsx';
import { useUser } from '../auth/auth-context.tsx';
import { StaleBanner } from '../ui/stale-banner.tsx';
import { uploadPhoto } from '../lib/upload.ts';
import { messages, type StoreConfig } from '../lib/contract.ts';
import { useForm } from '../lib/use-form.ts';
import { changedFrom, useUnsavedChangesGuard } from '../lib/use-unsaved-guard.ts';
import { showFieldErrors, validate } from '../lib/validation.ts';
import { Field, FormSection } from '../ui/field.tsx';
import { Banner, Card, PageHeader, Spinner } from '../ui/page.tsx';
import { QrCard } from '../qr/qr-card.tsx';
import { useToast } from '../ui/toast.tsx';
import { SubmitButton } from '../ui/submit-button.tsx';
import { ColorField } from '../ui/color-field.tsx';
import { fetchConfig, keys } from './queries.ts';
import { LogoField, NO_LOGO_CHANGE, type LogoChange } from './settings-logo.tsx';
import { ContactWordsFields, HomeWordsFields, OpeningHoursFields, SearchSynonymsField } from './settings-words.tsx';
import { parseSynonyms, synonymsText } from './synonyms-text.ts';
import { FeedsCard } from './feeds-card.tsx';
import { DomainCard } from './domain-card.tsx';

/** docs/product.md §2 store settings: name, contacts, address, map link, logo with preview, the owner's words, colours, tips. */
export function SettingsScreen() {
  const config = useQuery({ queryKey: keys.config, queryFn: ({ signal }) => fetchConfig(signal) });
  return (
    <>
      <PageHeader title="Configurações da loja" description="Como a sua loja se apresenta e como os clientes falam com você." />
      <QueryState query={config} errorText={messages.settings.load} pending={<Spinner label="Carregando configurações..." />}>
        {(loaded) => (
          <div className="form-layout">
            <SettingsForm config={loaded.item} etag={loaded.etag} reload={async () => (await config.refetch()).data} />
            <div className="stack">
              <DomainCard />
              <QrCard />
              <TipsCard />
              <FeedsCard />
            </div>
          </div>
        )}
      </QueryState>
    </>
  );
}

const formValues = (config: StoreConfig) => ({
  store_name: config.store_name,
  whatsapp: formatWhatsapp(config.whatsapp),
  instagram: config.instagram ? `@${config.instagram}` : '',
  address: config.address ?? '',
  google_maps_link: config.google_maps_link ?? '',
  primary_color: config.primary_color || DEFAULT_COLORS.primary_color,
  secondary_color: config.secondary_color || DEFAULT_COLORS.secondary_color,
  accent_color: config.accent_color || DEFAULT_COLORS.accent_color,
  hero_tagline: config.hero_tagline ?? '',
  payment_text: config.payment_text ?? '',
  delivery_text: config.delivery_text ?? '',
  search_synonyms: synonymsText(config.search_synonyms),
});

type SettingsDraft = { values: ReturnType<typeof formValues>; blocks: ValueBlock[]; hours: OpeningHours };

function SettingsForm({ config, etag, reload }: { config: StoreConfig; etag: string | null; reload: () => Promise<Versioned<StoreConfig> | undefined> }) {
  const toast = useToast();
  const user = useUser();
  const version = useVersionedSave(etag);
  // a logo saved from this screen makes a new version of the row: the form follows it
  const { reloaded } = version;
  useEffect(() => reloaded(etag), [etag, reloaded]);
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState(() => ({ values: formValues(config), blocks: config.value_blocks, hours: config.opening_hours }));
  const { values, setValues, errors, setErrors, bind, setValue } = useForm(saved.values);
  const [blocks, setBlocks] = useState<ValueBlock[]>(config.value_blocks);
  const [hours, setHours] = useState<OpeningHours>(config.opening_hours);
  const [logo, setLogo] = useState<LogoChange>(NO_LOGO_CHANGE);
  const [logoError, setLogoError] = useState<string | null>(null);
  const draft = useDraft<SettingsDraft>(user.username, (d) => {
    setValues(d.values);
    setBlocks(d.blocks);
    setHours(d.hours);
  });

  const save = useFormSave({
    mutationFn: ({ body, force }: { body: EndpointBody<typeof endpoints.config.update>; force: boolean }) =>
      version.write(endpoints.config.update, { body }, force),
    onSuccess: async (stored) => {
      // the logo goes with the same press of "Salvar configurações"
      try {
        if (logo.kind === 'upload') await uploadPhoto(endpoints.config.uploadLogo, {}, logo.file);
        if (logo.kind === 'remove') await call(endpoints.config.removeLogo);
        setLogo(NO_LOGO_CHANGE);
        toast.success(messages.settings.saved);
        if (logo.kind === 'upload') toast.success(messages.settings.logoUpdated); // docs/product.md §8's own word for it
      } catch (err) {
        const text = errorMessage(err, messages.settings.uploadLogo);
        setLogoError(text);
        toast.error(text);
      }
      showStored(stored, { whatsapp: values.whatsapp, instagram: values.instagram });
      await Promise.all([queryClient.invalidateQueries({ queryKey: keys.config }), queryClient.invalidateQueries({ queryKey: keys.siteInfo })]);
    },
    keepDraft: () => draft.keep({ values, blocks, hours }),
    caughtStale: version.caughtStale,
    setErrors,
    form: formRef,
    failed: messages.settings.save,
  });
  const saving = save.isPending;

  const dirty =
    changedFrom(saved.values, values) ||
    JSON.stringify(blocks) !== JSON.stringify(saved.blocks) ||
    JSON.stringify(hours) !== JSON.stringify(saved.hours) ||
    logo.kind !== 'none';
  useUnsavedChangesGuard(dirty && !saving);
  const noContact = !values.whatsapp.trim() && !values.instagram.trim();

  /** What the server kept (trimmed, defaults filled) is the new "saved" state of the form. */
  function showStored(stored: StoreConfig, typed?: { whatsapp: string; instagram: string }) {
    const next = { ...formValues(stored), ...typed };
    setSaved({ values: next, blocks: stored.value_blocks, hours: stored.opening_hours });
    setValues(next);
    setBlocks(stored.value_blocks);
    setHours(stored.opening_hours);
  }

  async function onReload() {
    const fresh = await reload();
    if (!fresh) return;
    showStored(fresh.item);
    version.reloaded(fresh.etag);
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    submit(false);
  }

  function submit(force: boolean) {
    const body = { ...values, value_blocks: blocks, opening_hours: hours, search_synonyms: parseSynonyms(values.search_synonyms) };
    const found = validate(configUpdateInput, body);
    if (showFieldErrors(found, setErrors, formRef.current)) return;
    save.mutate({ body, force });
  }

  return (
    <Card title="Dados da loja" id="store-data" className="form-card">
      {draft.restored && <Banner kind="info">{DRAFT_RESTORED}</Banner>}
      {version.stale && (
        <StaleBanner
          stale={version.stale}
          changed="As configurações da loja foram alteradas"
          onReload={onReload}
          onOverwrite={() => submit(true)}
          busy={saving}
        />
      )}
      <form ref={formRef} className="form" onSubmit={onSubmit} noValidate aria-label="Dados da loja">
        <fieldset className="form__fieldset" disabled={saving}>
          <Field label="Nome da loja" required error={errors.store_name}>
            <input className="input" {...bind('store_name')} maxLength={120} autoComplete="organization" />
          </Field>
          <div className="form__row">
            <Field label="WhatsApp" error={errors.whatsapp} hint="Com DDD, por exemplo (11) 98765-4321.">
              <input
                className="input"
                {...bind('whatsapp', formatWhatsappTyping)}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                maxLength={40}
                placeholder="(11) 98765-4321"
              />
            </Field>
            <Field label="Instagram" error={errors.instagram} hint="@perfil ou o link do perfil.">
              <input className="input" {...bind('instagram')} autoCapitalize="none" spellCheck={false} maxLength={200} />
            </Field>
          </div>
          {noContact && <Banner kind="warning">{messages.shopOwner.noContact}</Banner>}
          <Field label="Endereço" error={errors.address} hint="Aparece na página de contato. Deixe em branco se não atende no local.">
            <input className="input" {...bind('address')} autoComplete="street-address" maxLength={300} />
          </Field>
          <Field label="Link do Google Maps" error={errors.google_maps_link} hint="No Google Maps, abra o endereço, toque em Compartilhar e copie o link.">
            <input className="input" {...bind('google_maps_link')} type="url" inputMode="url" placeholder="https://maps.app.goo.gl/..." maxLength={2000} />
          </Field>
          <FormSection title="Logo">
            <LogoField
              storeName={config.store_name}
              logoUrl={config.logo_url}
              change={logo}
              onChange={setLogo}
              error={logoError}
              onError={setLogoError}
              disabled={saving}
            />
          </FormSection>
          <HomeWordsFields tagline={values.hero_tagline} onTagline={(v) => setValue('hero_tagline', v)} blocks={blocks} onBlocks={setBlocks} errors={errors} />
          <OpeningHoursFields hours={hours} onChange={setHours} errors={errors} />
          <ContactWordsFields
            payment={values.payment_text}
            onPayment={(v) => setValue('payment_text', v)}
            delivery={values.delivery_text}
            onDelivery={(v) => setValue('delivery_text', v)}
            errors={errors}
          />
          <SearchSynonymsField text={values.search_synonyms} onText={(v) => setValue('search_synonyms', v)} errors={errors} />
          <FormSection title="Cores da loja">
            <div className="form__row form__row--3">
              <ColorField label="Principal" value={values.primary_color} onChange={(v) => setValue('primary_color', v)} error={errors.primary_color} />
              <ColorField label="Secundária" value={values.secondary_color} onChange={(v) => setValue('secondary_color', v)} error={errors.secondary_color} />
              <ColorField label="Destaque" value={values.accent_color} onChange={(v) => setValue('accent_color', v)} error={errors.accent_color} />
            </div>
          </FormSection>
        </fieldset>
        <div className="form__actions form__actions--sticky">
          <SubmitButton icon={Save} label="Salvar configurações" saving={saving} />
        </div>
      </form>
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
