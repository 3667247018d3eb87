/** The trash's words and its one number, without zod: the admin's first screens import them. */

/** How long a deleted product, category or shop can be restored (docs/api.md "Lixeira"). */
export const TRASH_DAYS = 30;

export const trashMessages = {
  notFound: 'Item não encontrado na Lixeira.',
  categoryGone: 'A categoria deste produto não existe mais. Restaure a categoria (ou crie outra e mova o produto) e tente de novo.',
  categoryNameTaken: 'Já existe outra categoria com este nome. Renomeie-a e restaure de novo.',
} as const;
