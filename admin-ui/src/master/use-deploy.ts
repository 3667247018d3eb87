import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../lib/api.ts';
import { messages, type DeployResult } from '../lib/contract.ts';
import { useToast } from '../ui/toast.tsx';

/**
 * "Fazer deploy" of a shop's static copy, from the master panel (by subdomain) or a client's
 * edit screen: a toast either way, and the outcome kept for the DeployDialog until it is closed.
 */
export function useDeploy(send: () => Promise<DeployResult>) {
  const toast = useToast();
  const [result, setResult] = useState<DeployResult | null>(null);
  const deploy = useMutation({
    mutationFn: send,
    onSuccess: (r) => {
      setResult(r);
      if (r.success) toast.success(messages.admin.deployDone);
      else toast.error(messages.clients.deployFailed + (r.error ?? ''));
    },
    onError: (err) => toast.error(messages.clients.deployFailed + errorMessage(err, 'erro desconhecido', messages.clients.connection)),
  });
  return { run: () => deploy.mutate(), running: deploy.isPending, result, close: () => setResult(null) };
}
