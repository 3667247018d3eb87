import { endpoints } from '@vitrine/contract/endpoints/index';
import { ApiError, call } from '../lib/api.ts';
import { messages } from '../lib/contract.ts';
import type { useConfirm } from '../ui/confirm.tsx';

/**
 * Publishes a client's shop. One nobody can contact (no WhatsApp, no Instagram) is refused
 * with 409 by the API until confirmed: ask, and publish with force only on "yes".
 * Answers false when the person cancelled.
 */
export async function publishWithConfirm(id: number, confirm: ReturnType<typeof useConfirm>): Promise<boolean> {
  try {
    await call(endpoints.clients.publish, { params: { id } });
    return true;
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 409 && err.serverMessage === messages.readiness.publishNoContact)) throw err;
    const ok = await confirm({ title: 'Publicar sem contato?', message: messages.readiness.publishNoContact, confirmLabel: 'Publicar mesmo assim' });
    if (!ok) return false;
    await call(endpoints.clients.publish, { params: { id }, query: { force: 'true' } });
    return true;
  }
}
