import type { EndpointBody } from '@vitrine/contract/api-client';
import { endpoints } from '@vitrine/contract/endpoints/index';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FolderPlus, ImagePlus, Save } from 'lucide-react';
import { UNITS, formatMoneyInput, oldPriceProblem, onPromotion, parseMoney, productInput, type Availability, type Unit } from '@vitrine/contract';
import { call, errorMessage } from '../lib/api.ts';
import { useVersionedSave, type Versioned } from '../lib/versioned-save.ts';
import { DRAFT_RESTORED, useDraft } from '../lib/drafts.ts';
import { useFormSave } from '../lib/use-form-save.ts';
import { SubmitButton } from '../ui/submit-button.tsx';
import { useUser } from '../auth/auth-context.tsx';
import { StaleBanner } from '../ui/stale-banner.tsx';
import { messages, type Product } from '../lib/contract.ts';
import { useForm } from '../lib/use-form.ts';
import { changedFrom, useUnsavedChangesGuard } from '../lib/use-unsaved-guard.ts';
import { showFieldErrors, validate } from '../lib/validation.ts';
import { REDIRECT_DELAY_MS } from '../lib/constants.ts';
import { paths } from '../app/paths.ts';
import { RecordNotFound, RecordState, recordMissing, useRecordId } from '../ui/record.tsx';
import { Field } from '../ui/field.tsx';
import { Banner, Card, PageHeader } from '../ui/page.tsx';
import { useToast } from '../ui/toast.tsx';
import { categoriesQuery, fetchProduct, keys } from './queries.ts';
import { ProductImages } from './product-images.tsx';
import { ProductQrLinks } from '../qr/qr-card.tsx';
import { moneyInputProps } from '../lib/money-input.ts';
import { ProductOptionsEditor } from './product-options-editor.tsx';
import { draftFrom, lowestPrice, optionsFormErrors, optionsPayload, type OptionsDraft } from './product-options-model.ts';
import { AvailabilityOptions } from './availability-options.tsx';

type ProductValues = {
  name: string;
  price: string;
  old_price: string;
  unit: Unit;
  category_id: string;
  short_description: string;
  description: string;
  availability: Availability;
  is_featured: boolean;
};

const empty: ProductValues = {
  name: '',
  price: '',
  old_price: '',
  unit: 'unidade',
  category_id: '',
  short_description: '',
  description: '',
  availability: 'disponivel',
  is_featured: false,
};

/** What the shopper sees of each availability, said where the owner chooses it. */
const AVAILABILITY_HINTS: Record<Availability, string> = {
  disponivel: 'À venda na loja.',
  esgotado: 'Aparece na loja como esgotado; o cliente pode perguntar se vai voltar.',
  oculto: 'Fora da loja (e do widget e do mapa do site); só você o vê aqui.',
};

const toValues = (p: Product): ProductValues => ({
  name: p.name,
  price: formatMoneyInput(p.price),
  old_price: formatMoneyInput(p.old_price),
  unit: p.unit,
  category_id: String(p.category_id),
  short_description: p.short_description ?? '',
  description: p.description ?? '',
  availability: p.availability,
  is_featured: p.is_featured,
});

/** The options as sent, to tell whether they changed since the last save. */
const optionsKey = (draft: OptionsDraft) => JSON.stringify(optionsPayload(draft));

/** docs/product.md §2 product form (create at /products/new, edit at /products/edit/{id}). */
export function ProductFormScreen() {
  const record = useRecordId();
  const { id, editing, validId } = record;

  const product = useQuery({
    queryKey: keys.product(id ?? 0),
    queryFn: ({ signal }) => fetchProduct(id!, signal),
    enabled: editing && validId,
  });
  const current = product.data?.item;

  const title = editing ? 'Editar produto' : 'Novo produto';
  const back = { to: paths.products, label: 'Produtos' };

  if (recordMissing(record, product.error)) {
    return <RecordNotFound title={title} message={messages.products.notFound} back={back} backText="Voltar para os produtos" />;
  }

  return (
    <>
      <PageHeader
        title={title}
        back={back}
        description={editing ? current?.name : 'Preencha os dados do produto. Depois de salvar, você poderá adicionar as fotos.'}
      />
      <RecordState editing={editing} query={product} errorText={messages.products.load} loading="Carregando produto...">
        {(loaded) => (
          <div className="form-layout">
            <ProductForm
              key={loaded?.item.id ?? 'new'}
              product={loaded?.item}
              etag={loaded?.etag ?? null}
              reload={async () => (await product.refetch()).data}
            />
            {loaded ? (
              <div className="stack">
                <ProductImages product={loaded.item} />
                <ProductQrLinks productId={loaded.item.id} />
              </div>
            ) : (
              <Card title="Imagens" id="images-hint">
                <div className="hint-box">
                  <ImagePlus size={24} aria-hidden="true" />
                  <p>Salve o produto para adicionar imagens.</p>
                </div>
              </Card>
            )}
          </div>
        )}
      </RecordState>
    </>
  );
}

/** What the form sends: the API's own input type (docs/architecture.md "One typed client"). */
type ProductPayload = EndpointBody<typeof endpoints.products.create>;

interface ProductDraft {
  values: ProductValues;
  options: OptionsDraft;
}

function ProductForm({ product, etag, reload }: { product: Product | undefined; etag: string | null; reload: () => Promise<Versioned<Product> | undefined> }) {
  const navigate = useNavigate();
  const user = useUser();
  const toast = useToast();
  const queryClient = useQueryClient();
  const categories = useQuery(categoriesQuery);
  const { values, setValues, errors, setErrors, setValue, bind } = useForm<ProductValues>(product ? toValues(product) : empty);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const [savedValues, setSavedValues] = useState(() => (product ? toValues(product) : empty));
  const [options, setOptions] = useState(() => draftFrom(product));
  const [savedOptions, setSavedOptions] = useState(() => optionsKey(options));
  const version = useVersionedSave(etag);
  const draft = useDraft<ProductDraft>(user.username, (d) => {
    setValues(d.values);
    setOptions(d.options);
  });
  const formRef = useRef<HTMLFormElement>(null);
  const save = useFormSave({
    mutationFn: ({ payload, force }: { payload: ProductPayload; force: boolean }): Promise<Product> =>
      product
        ? version.write(endpoints.products.update, { params: { id: product.id }, body: payload }, force)
        : call(endpoints.products.create, { body: payload }),
    onSuccess: async (result) => {
      if (product) {
        toast.success(messages.products.updated);
        showSaved(result);
        await queryClient.invalidateQueries({ queryKey: keys.products });
        await queryClient.invalidateQueries({ queryKey: keys.categories });
      } else {
        toast.success(messages.products.created);
        void queryClient.invalidateQueries({ queryKey: keys.products });
        void queryClient.invalidateQueries({ queryKey: keys.categories });
        setCreatedId(result.id);
      }
    },
    keepDraft: () => draft.keep({ values, options }),
    caughtStale: version.caughtStale,
    setErrors,
    form: formRef,
    failed: messages.products.save,
  });
  useUnsavedChangesGuard(createdId === null && !save.isPending && (changedFrom(savedValues, values) || optionsKey(options) !== savedOptions));
  const hasOptions = options.types.length > 0;
  const moneyInput = (name: 'price' | 'old_price') => ({ name, ...moneyInputProps(values[name], (v) => setValue(name, v)) });
  const clearError = (key: string) => setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));

  // docs/product.md §4: after creating, show success, then open its edit screen after 1.5 s
  useEffect(() => {
    if (createdId === null) return;
    const t = setTimeout(() => navigate(paths.editProduct(createdId), { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(t);
  }, [createdId, navigate]);

  /** What the server keeps (the price from the combinations, money written the pt-BR way) becomes the form. */
  function showSaved(saved: Product) {
    const next = toValues(saved);
    const nextOptions = draftFrom(saved);
    setValues(next);
    setSavedValues(next);
    setOptions(nextOptions);
    setSavedOptions(optionsKey(nextOptions));
  }

  async function onReload() {
    const fresh = await reload();
    if (!fresh) return;
    showSaved(fresh.item);
    version.reloaded(fresh.etag);
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    submit(false);
  }

  function submit(force: boolean) {
    // typed the Brazilian way (12,50): the contract's one parser, never Number("12,50")
    // with options, each combination has its price: the product's is the lowest on show
    // (the API sets the same), and the price fields above are not shown
    const price = hasOptions ? parseMoney(lowestPrice(options) ?? '0') : parseMoney(values.price, 'Preço');
    const oldPrice = hasOptions || values.old_price.trim() === '' ? null : parseMoney(values.old_price, 'Preço antigo');
    const { options: optionTypes, variants } = optionsPayload(options);
    const body = {
      name: values.name,
      price: price.ok ? price.value : values.price,
      old_price: oldPrice === null ? null : oldPrice.ok ? oldPrice.value : values.old_price,
      unit: values.unit,
      category_id: values.category_id === '' ? undefined : Number(values.category_id),
      short_description: values.short_description,
      description: values.description,
      availability: values.availability,
      is_featured: values.is_featured,
      options: optionTypes,
      variants,
    };
    const found = { ...validate(productInput, body), ...optionsFormErrors(options) };
    if (!price.ok) found.price = price.message;
    if (oldPrice && !oldPrice.ok) found.old_price = oldPrice.message;
    if (body.category_id === undefined) found.category_id = 'Categoria é obrigatória.';
    const oldPriceRule = price.ok && oldPrice?.ok ? oldPriceProblem(price.value, oldPrice.value) : null;
    if (oldPriceRule) found.old_price = oldPriceRule;
    if (showFieldErrors(found, setErrors, formRef.current) || body.category_id === undefined) return;
    save.mutate({ payload: { ...body, category_id: body.category_id, is_promotion: onPromotion(body) }, force });
  }

  const noCategories = categories.data && categories.data.length === 0;
  const locked = save.isPending || createdId !== null;

  return (
    <Card title="Dados do produto" id="product-data" className="form-card">
      {draft.restored && <Banner kind="info">{DRAFT_RESTORED}</Banner>}
      {version.stale && (
        <StaleBanner stale={version.stale} changed="Este produto foi alterado" onReload={onReload} onOverwrite={() => submit(true)} busy={save.isPending} />
      )}
      {createdId !== null && <Banner kind="info">{messages.products.created} Abrindo a edição para você adicionar as fotos...</Banner>}
      {categories.isError && <Banner kind="error">{errorMessage(categories.error, messages.categories.load)}</Banner>}
      {noCategories && (
        <Banner
          kind="warning"
          action={
            <Link className="btn btn--sm btn--primary" to={paths.newCategory}>
              <FolderPlus size={16} aria-hidden="true" /> Nova categoria
            </Link>
          }
        >
          {messages.admin.categoryFirst}
        </Banner>
      )}
      <form ref={formRef} className="form" onSubmit={onSubmit} noValidate aria-label="Dados do produto">
        <fieldset disabled={locked} className="form__fieldset">
          <Field label="Nome" required error={errors.name}>
            <input className="input" {...bind('name')} maxLength={120} autoComplete="off" />
          </Field>
          <div className="form__row">
            {hasOptions ? (
              <div className="field">
                <p className="field__label">Preço</p>
                <p className="field__hint">Cada combinação tem o seu preço (em Opções, abaixo).</p>
              </div>
            ) : (
              <Field label="Preço (R$)" required error={errors.price}>
                <input className="input" {...moneyInput('price')} />
              </Field>
            )}
            <Field label="Unidade" required error={errors.unit}>
              <select className="input" {...bind('unit')}>
                {UNITS.map((u) => (
                  <option key={u} value={u}>
                    {u}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <Field label="Categoria" required error={errors.category_id}>
            <select className="input" {...bind('category_id')}>
              <option value="">Selecione uma categoria</option>
              {categories.data?.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
          <div className="form__row">
            <Field label="Disponibilidade" error={errors.availability} hint={AVAILABILITY_HINTS[values.availability as Availability]}>
              <select className={`input availability--${values.availability}`} {...bind('availability')}>
                <AvailabilityOptions />
              </select>
            </Field>
            <div className="field check-field">
              <label className="check-field__label">
                <input type="checkbox" name="is_featured" checked={values.is_featured} onChange={(e) => setValue('is_featured', e.target.checked)} />
                Destaque na página inicial
              </label>
              <p className="field__hint">Os destaques aparecem primeiro na página inicial da loja.</p>
            </div>
          </div>
          <Field label="Descrição" error={errors.description} hint="Conte o que o cliente precisa saber: material, tamanho, cores.">
            <textarea className="input textarea" rows={5} {...bind('description')} maxLength={5000} />
          </Field>
          <details className="form__more" open={!!((!hasOptions && values.old_price) || values.short_description)}>
            <summary>{hasOptions ? 'Resumo (opcional)' : 'Promoção e resumo (opcional)'}</summary>
            <div className="form__more-body">
              {!hasOptions && (
                <Field label="Preço anterior (R$)" error={errors.old_price} hint="Preencha para mostrar o produto em promoção, com o preço antigo riscado.">
                  <input className="input" {...moneyInput('old_price')} />
                </Field>
              )}
              <Field label="Resumo" error={errors.short_description} hint="Uma linha que aparece nos cartões do catálogo.">
                <input className="input" {...bind('short_description')} maxLength={300} />
              </Field>
            </div>
          </details>
          <ProductOptionsEditor draft={options} onChange={setOptions} errors={errors} clearError={clearError} price={values.price} />
        </fieldset>
        <div className="form__actions">
          <Link className="btn btn--ghost" to={paths.products}>
            Cancelar
          </Link>
          <SubmitButton icon={Save} label="Salvar" saving={save.isPending} disabled={locked} />
        </div>
      </form>
    </Card>
  );
}
