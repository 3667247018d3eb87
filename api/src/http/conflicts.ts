import { AppError } from './app-error.ts';
import { isUniqueViolation } from './db-errors.ts';
import { messages } from '@vitrine/contract/messages';

/**
 * The unique constraints are the truth about "taken" (a check before the insert would race):
 * their violations become 409 answers naming the field.
 */
function conflictError(err: unknown): unknown {
  if (isUniqueViolation(err, 'sites_subdomain_unique')) {
    return new AppError(409, messages.clients.subdomainTaken, { subdomain: messages.clients.subdomainTaken });
  }
  if (isUniqueViolation(err, 'users_username_unique')) {
    return new AppError(409, messages.clients.usernameTaken, { username: messages.clients.usernameTaken });
  }
  if (isUniqueViolation(err, 'custom_domains_domain_unique')) {
    return new AppError(409, messages.clients.domainTaken, { custom_domain: messages.clients.domainTaken });
  }
  return err;
}

/** Runs a write and rethrows its unique violations as 409s. */
export async function translatingConflicts<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw conflictError(err);
  }
}
