import type { Category, StoreCategory } from '@vitrine/contract/categories';
import { categoryEmoji } from '@vitrine/contract/category-emoji';

export interface CategoryRow {
  id: number;
  site_id: number;
  name: string;
  name_key: string;
  description: string | null;
  /** products on show (disponível and esgotado) */
  product_count?: number | string;
  /** oculto products */
  hidden_count?: number | string;
}

export const presentCategory = (row: CategoryRow): Category => ({
  id: row.id,
  name: row.name,
  description: row.description,
  product_count: Number(row.product_count ?? 0),
  emoji: categoryEmoji(row.name),
});

/** The admin's view: product_count counts every product of the category, hidden ones too. */
export const presentStoreCategory = (row: CategoryRow): StoreCategory => {
  const hidden = Number(row.hidden_count ?? 0);
  return { ...presentCategory(row), product_count: Number(row.product_count ?? 0) + hidden, hidden_count: hidden };
};
