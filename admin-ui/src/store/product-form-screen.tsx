import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FolderPlus, ImagePlus, Save } from 'lucide-react';
import { UNITS, formatMoneyInput, parseMoney, productInput } from '@vitrine/api/contract';
import { api, errorMessage } from '../lib/api.ts';
import { messages, type Product } from '../lib/contract.ts';
import { useForm } from '../lib/use-form.ts';
import { changedFrom, useUnsavedChangesGuard } from '../lib/use-unsaved-guard.ts';
import { serverFieldErrors, showFieldErrors, validate } from '../lib/validation.ts';
import { REDIRECT_DELAY_MS } from '../lib/constants.ts';
import { paths } from '../app/paths.ts';
import { RecordNotFound, recordMissing, useRecordId } from '../ui/record.tsx';
import { Field, focusFirstError } from '../ui/field.tsx';
import { Banner, Card, ErrorState, PageHeader, Spinner } from '../ui/page.tsx';
import { useToast } from '../ui/toast.tsx';
import { categoriesQuery, fetchProduct, keys } from './queries.ts';
import { ProductImages } from './product-images.tsx';
import { ProductQrLinks } from '../qr/qr-card.tsx';

type ProductValues = {
  name: string;
  price: string;
  old_price: string;
  unit: string;
  category_id: string;
  short_description: string;
  description: string;
};

const empty: ProductValues = { name: '', price: '', old_price: '', unit: 'unidade', category_id: '', short_description: '', description: '' };

const toValues = (p: Product): ProductValues => ({
  name: p.name,
  price: formatMoneyInput(p.price),
  old_price: formatMoneyInput(p.old_price),
  unit: p.unit,
  category_id: String(p.category_id),
  short_description: p.short_description ?? '',
  description: p.description ?? '',
});

/** spec §2 product form (create at /products/new, edit at /products/edit/{id}). */
export function ProductFormScreen() {
  const record = useRecordId();
  const { id, editing, validId } = record;

  const product = useQuery({
    queryKey: keys.product(id ?? 0),
    queryFn: ({ signal }) => fetchProduct(id!, signal),
    enabled: editing && validId,
  });

  const title = editing ? 'Editar produto' : 'Novo produto';
  const back = { to: paths.products, label: 'Produtos' };

  if (recordMissing(record, product.error)) {
    return <RecordNotFound title={title} message={messages.products.notFound} back={back} backText="Voltar para os produtos" />;
  }

  return (
    <>
      <PageHeader title={title} back={back} description={editing ? product.data?.name : 'Preencha os dados do produto. Depois de salvar, você poderá adicionar as fotos.'} />
      {editing && product.isError ? (
        <ErrorState message={errorMessage(product.error, messages.products.load)} onRetry={() => product.refetch()} />
      ) : editing && !product.data ? (
        <Spinner label="Carregando produto..." />
      ) : (
        <div className="form-layout">
          <ProductForm key={product.data?.id ?? 'new'} product={product.data} />
          {product.data ? (
            <div className="stack">
              <ProductImages product={product.data} />
              <ProductQrLinks productId={product.data.id} />
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
    </>
  );
}

function ProductForm({ product }: { product: Product | undefined }) {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const categories = useQuery(categoriesQuery);
  const { values, errors, setErrors, setValue, bind } = useForm<ProductValues>(product ? toValues(product) : empty);
  const [saving, setSaving] = useState(false);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const [savedValues, setSavedValues] = useState(() => (product ? toValues(product) : empty));
  useUnsavedChangesGuard(createdId === null && !saving && changedFrom(savedValues, values));
  const formRef = useRef<HTMLFormElement>(null);
  // text, not type=number: a number input drops or mangles the comma of 12,50; on leaving
  // the field a valid amount is rewritten the pt-BR way (12.5 → 12,50)
  const moneyInput = (name: 'price' | 'old_price') => ({
    type: 'text',
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    onBlur: () => {
      const parsed = parseMoney(values[name]);
      if (parsed.ok) setValue(name, formatMoneyInput(parsed.value));
    },
  });

  // spec §4: after creating, show success, then open its edit screen after 1.5 s
  useEffect(() => {
    if (createdId === null) return;
    const t = setTimeout(() => navigate(paths.editProduct(createdId), { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(t);
  }, [createdId, navigate]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    // typed the Brazilian way (12,50): the contract's one parser, never Number("12,50")
    const price = parseMoney(values.price, 'Preço');
    const oldPrice = values.old_price.trim() === '' ? null : parseMoney(values.old_price, 'Preço antigo');
    const body = {
      name: values.name,
      price: price.ok ? price.value : values.price,
      old_price: oldPrice === null ? null : oldPrice.ok ? oldPrice.value : values.old_price,
      unit: values.unit,
      category_id: values.category_id === '' ? undefined : Number(values.category_id),
      short_description: values.short_description,
      description: values.description,
    };
    const found = validate(productInput, body);
    if (!price.ok) found.price = price.message;
    if (oldPrice && !oldPrice.ok) found.old_price = oldPrice.message;
    if (body.category_id === undefined) found.category_id = 'Categoria é obrigatória.';
    if (price.ok && oldPrice?.ok && Number(oldPrice.value) <= Number(price.value)) {
      found.old_price = messages.admin.oldPriceNotHigher;
    }
    if (showFieldErrors(found, setErrors, formRef.current)) return;
    setSaving(true);
    try {
      const payload = { ...body, is_promotion: body.old_price !== null };
      if (product) {
        await api(`/products/${product.id}`, { method: 'PUT', body: payload });
        toast.success(messages.products.updated);
        setSavedValues(values);
        await queryClient.invalidateQueries({ queryKey: keys.products });
        await queryClient.invalidateQueries({ queryKey: keys.categories });
        setSaving(false);
      } else {
        const created = await api<{ id?: number; product?: { id: number } }>('/products', { method: 'POST', body: payload });
        toast.success(messages.products.created);
        void queryClient.invalidateQueries({ queryKey: keys.products });
        void queryClient.invalidateQueries({ queryKey: keys.categories });
        setCreatedId(created.id ?? created.product?.id ?? null);
      }
    } catch (err) {
      setSaving(false);
      const fieldErrors = serverFieldErrors(err);
      setErrors(fieldErrors);
      toast.error(errorMessage(err, messages.products.save));
      focusFirstError(formRef.current);
    }
  }

  const noCategories = categories.data && categories.data.length === 0;
  const locked = saving || createdId !== null;

  return (
    <Card title="Dados do produto" id="product-data" className="form-card">
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
            <Field label="Preço (R$)" required error={errors.price}>
              <input className="input" {...bind('price')} {...moneyInput('price')} placeholder="0,00" />
            </Field>
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
          <Field label="Descrição" error={errors.description} hint="Conte o que o cliente precisa saber: material, tamanho, cores.">
            <textarea className="input textarea" rows={5} {...bind('description')} maxLength={5000} />
          </Field>
          <details className="form__more" open={!!(values.old_price || values.short_description)}>
            <summary>Promoção e resumo (opcional)</summary>
            <div className="form__more-body">
              <Field label="Preço anterior (R$)" error={errors.old_price} hint="Preencha para mostrar o produto em promoção, com o preço antigo riscado.">
                <input className="input" {...bind('old_price')} {...moneyInput('old_price')} placeholder="0,00" />
              </Field>
              <Field label="Resumo" error={errors.short_description} hint="Uma linha que aparece nos cartões do catálogo.">
                <input className="input" {...bind('short_description')} maxLength={300} />
              </Field>
            </div>
          </details>
        </fieldset>
        <div className="form__actions">
          <Link className="btn btn--ghost" to={paths.products}>
            Cancelar
          </Link>
          <button type="submit" className="btn btn--primary" disabled={locked}>
            <Save size={18} aria-hidden="true" />
            {saving ? 'Salvando...' : 'Salvar'}
          </button>
        </div>
      </form>
    </Card>
  );
}
