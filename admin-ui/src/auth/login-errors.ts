import { ApiError } from '../lib/api.ts';
import { messages } from '../lib/contract.ts';

/** docs/product.md §8 login errors: 401, anything else (server text preferred), network. */
export function loginErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return messages.auth.connection;
    if (err.status === 401) return messages.auth.invalidCredentials;
    return err.serverMessage ?? messages.auth.loginFailed;
  }
  return messages.auth.loginFailed;
}
