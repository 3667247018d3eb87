import type { Category } from '../contract/categories.ts';

export interface CategoryRow {
  id: number;
  site_id: number;
  name: string;
  name_key: string;
  description: string | null;
  product_count?: number | string;
}

export const presentCategory = (row: CategoryRow): Category => ({
  id: row.id,
  name: row.name,
  description: row.description,
  product_count: Number(row.product_count ?? 0),
});
