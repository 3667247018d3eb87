import { TRASH_DAYS } from '@vitrine/contract/trash-words';
import type { TrashItem } from '@vitrine/contract/trash';

export type { TrashItem };

const DAY_MS = 24 * 60 * 60 * 1000;
const date = (d: Date | string) => new Date(d).toLocaleDateString('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** "até 26/12/2026": how long something deleted now can be restored (docs/api.md "Lixeira"). */
const restorableUntil = () => date(new Date(Date.now() + TRASH_DAYS * DAY_MS));
export const formatDay = date;

/** The delete confirmation's words: what goes, that it can come back, until when. */
export const trashConfirmText = (what: string, goesWith: string, gone = 'sai da loja na hora') =>
  `${what} ${gone} e vai para a Lixeira${goesWith ? ` ${goesWith}` : ''}. Você pode restaurar até ${restorableUntil()}; depois disso é excluído definitivamente.`;

export const trashKeys = {
  store: ['trash'] as const,
  master: ['master', 'trash'] as const,
};
