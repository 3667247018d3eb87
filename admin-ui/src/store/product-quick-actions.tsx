import { endpoints } from '@vitrine/contract/endpoints/index';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { call, errorMessage } from '../lib/api.ts';
import { messages, type Product } from '../lib/contract.ts';
import type { Availability } from '@vitrine/contract/catalogue-words';
import { paths } from '../app/paths.ts';
import { useToast } from '../ui/toast.tsx';
import { keys } from './queries.ts';
import { AvailabilityOptions } from './availability-options.tsx';

/**
 * The product list's quick actions: availability and destaque without opening the
 * form (PATCH /products/{id}), and duplicate (a hidden copy with its pictures, opened for editing).
 * Each button carries its word: shown on phones and wide screens, a tooltip (`title`) and the
 * accessible name where the row is tight.
 */
type StatusChange = { availability?: Availability; is_featured?: boolean };

function useProductStatus() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const status = useMutation({
    mutationFn: ({ id, change }: { id: number; change: StatusChange; before?: StatusChange }) =>
      call(endpoints.catalogue.setStatus, { params: { id }, body: change }),
    onSuccess: (_p, { id, change, before }) => {
      const text = change.availability ? messages.catalogue.availabilitySaved : messages.catalogue.featuredSaved;
      // "Desfazer" puts back what it was (and is itself not undoable)
      if (before) toast.undoable(text, () => status.mutate({ id, change: before }));
      else toast.success(text);
      // a category's count of hidden products changes with the availability
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.products }),
        change.availability && queryClient.invalidateQueries({ queryKey: keys.categories }),
      ]);
    },
    onError: (err) => toast.error(errorMessage(err, messages.products.save)),
  });
  return status;
}

export function AvailabilitySelect({ product }: { product: Product }) {
  const status = useProductStatus();
  const value = status.isPending ? (status.variables.change.availability ?? product.availability) : product.availability;
  return (
    <select
      className={`input input--sm availability availability--${value}`}
      aria-label={`Disponibilidade de ${product.name}`}
      value={value}
      disabled={status.isPending}
      onChange={(e) =>
        status.mutate({ id: product.id, change: { availability: e.target.value as Availability }, before: { availability: product.availability } })
      }
    >
      <AvailabilityOptions />
    </select>
  );
}

export function FeaturedToggle({ product }: { product: Product }) {
  const status = useProductStatus();
  const on = status.isPending ? !!status.variables.change.is_featured : product.is_featured;
  return (
    <button
      type="button"
      className={`btn btn--sm btn--ghost featured-toggle ${on ? 'featured-toggle--on' : ''}`}
      aria-pressed={on}
      aria-label={`${messages.catalogue.featured}: ${product.name}`}
      title={on ? 'Em destaque na página inicial' : 'Marcar como destaque na página inicial'}
      disabled={status.isPending}
      onClick={() => status.mutate({ id: product.id, change: { is_featured: !on }, before: { is_featured: on } })}
    >
      <Star size={16} aria-hidden="true" fill={on ? 'currentColor' : 'none'} />
      <span className="row-actions__label">Destaque</span>
    </button>
  );
}

/** Duplicate: a hidden copy with its pictures, opened for editing (the row menu's "Duplicar"). */
export function useDuplicate(product: Product) {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.catalogue.duplicate, { params: { id: product.id } }),
    onSuccess: async (copy) => {
      toast.success(messages.catalogue.duplicated);
      await queryClient.invalidateQueries({ queryKey: keys.products });
      void navigate(paths.editProduct(copy.id));
    },
    onError: (err) => toast.error(errorMessage(err, messages.catalogue.duplicateFailed)),
  });
}

/** The list's filter by availability ("" is every product, hidden ones included). */
export function AvailabilityFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <div className="filters__category">
      <label htmlFor="product-availability" className="sr-only">
        Disponibilidade
      </label>
      <select id="product-availability" className="input" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Todas as disponibilidades</option>
        <AvailabilityOptions />
      </select>
    </div>
  );
}
