import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { errorMessage } from './api.ts';
import type { TrashItem } from './trash.ts';
import { useToast } from '../ui/toast.tsx';
import { useConfirm } from '../ui/confirm.tsx';

/** The screen's calls (the contract's endpoints: the owner's and the master's are not the same). */
interface TrashCalls {
  list: (signal: AbortSignal) => Promise<TrashItem[]>;
  restore: (i: TrashItem) => Promise<unknown>;
  purge: (i: TrashItem) => Promise<unknown>;
  /** Lists that show the items again once restored (products, categories, clients). */
  refresh: QueryKey[];
  /** A shop is deleted for good only with its name typed. */
  typeToConfirm?: (i: TrashItem) => string;
}

/** A "Lixeira" screen's data and actions, for the owner's and the master's. */
export function useTrash(key: QueryKey, paths: TrashCalls) {
  const toast = useToast();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const items = useQuery({ queryKey: key, queryFn: ({ signal }) => paths.list(signal) });
  const refresh = () => Promise.all([key, ...paths.refresh].map((k) => queryClient.invalidateQueries({ queryKey: k })));

  const restore = useMutation({
    mutationFn: paths.restore,
    onSuccess: (_r, item) => {
      toast.success(`"${item.name}" foi restaurado.`);
      return refresh();
    },
    onError: (err) => toast.error(errorMessage(err, 'Não foi possível restaurar. Tente novamente.')),
  });
  const purge = useMutation({
    mutationFn: paths.purge,
    onSuccess: (_r, item) => {
      toast.success(`"${item.name}" foi excluído definitivamente.`);
      return refresh();
    },
    onError: (err) => toast.error(errorMessage(err, 'Não foi possível excluir. Tente novamente.')),
  });

  async function confirmPurge(item: TrashItem) {
    const ok = await confirm({
      title: 'Excluir definitivamente',
      message: `"${item.name}" será apagado para sempre, com ${item.contents}. Isto não pode ser desfeito.`,
      confirmLabel: 'Excluir definitivamente',
      danger: true,
      typeToConfirm: paths.typeToConfirm?.(item),
    });
    if (ok) purge.mutate(item);
  }

  const busy = restore.isPending ? restore.variables : purge.isPending ? purge.variables : undefined;
  const busyId = busy ? `${busy.kind}:${busy.id}` : null;
  return { items, busyId, restore: (item: TrashItem) => restore.mutate(item), purge: confirmPurge };
}
