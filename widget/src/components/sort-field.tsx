import { PRODUCT_SORTS, PRODUCT_SORT_LABELS, type ProductSort } from '@vitrine/contract/catalogue-words';
import { messages } from '../model/text.ts';

/**
 * "Ordenar por" on /products: relevância (the default: by relevance when
 * searching, else the shop's own order), novidades, menor and maior preço. A plain select
 * in the GET form (name="ordem"), so it works before the script loads, too.
 */
export function SortField({ value, onChange }: { value: ProductSort | undefined; onChange: (sort: ProductSort | undefined) => void }) {
  return (
    <div class="vs-field">
      <label for="vs-sort">{messages.catalogue.sortBy}</label>
      <select
        id="vs-sort"
        name="ordem"
        value={value ?? 'relevancia'}
        onChange={(e) => {
          const v = (e.target as HTMLSelectElement).value as ProductSort;
          onChange(v === 'relevancia' ? undefined : v);
        }}
      >
        {PRODUCT_SORTS.map((s) => (
          <option value={s} key={s}>
            {PRODUCT_SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
