import { useState } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api, errorMessage } from './api.ts';
import type { TrashItem } from './trash.ts';
import { useToast } from '../ui/toast.tsx';
import { useConfirm } from '../ui/confirm.tsx';

interface TrashPaths {
  list: string;
  restore: (i: TrashItem) => string;
  purge: (i: TrashItem) => string;
  /** Lists that show the items again once restored (products, categories, clients). */
  refresh: QueryKey[];
  /** A shop is deleted for good only with its name typed. */
  typeToConfirm?: (i: TrashItem) => string;
}

/** A "Lixeira" screen's data and actions, for the owner's and the master's. */
export function useTrash(key: QueryKey, paths: TrashPaths) {
  const toast = useToast();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);
  const items = useQuery({ queryKey: key, queryFn: ({ signal }) => api<TrashItem[]>(paths.list, { signal }) });

  async function run(item: TrashItem, call: () => Promise<unknown>, done: string, failed: string) {
    setBusyId(`${item.kind}:${item.id}`);
    try {
      await call();
      toast.success(done);
      await Promise.all([key, ...paths.refresh].map((k) => queryClient.invalidateQueries({ queryKey: k })));
    } catch (err) {
      toast.error(errorMessage(err, failed));
    } finally {
      setBusyId(null);
    }
  }

  const restore = (item: TrashItem) =>
    run(item, () => api(paths.restore(item), { method: 'POST' }), `"${item.name}" foi restaurado.`, 'Não foi possível restaurar. Tente novamente.');

  async function purge(item: TrashItem) {
    const ok = await confirm({
      title: 'Excluir definitivamente',
      message: `"${item.name}" será apagado para sempre, com ${item.contents}. Isto não pode ser desfeito.`,
      confirmLabel: 'Excluir definitivamente',
      danger: true,
      typeToConfirm: paths.typeToConfirm?.(item),
    });
    if (ok)
      await run(
        item,
        () => api(paths.purge(item), { method: 'DELETE' }),
        `"${item.name}" foi excluído definitivamente.`,
        'Não foi possível excluir. Tente novamente.',
      );
  }

  return { items, busyId, restore, purge };
}
