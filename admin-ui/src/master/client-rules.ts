import { messages } from '../lib/contract.ts';

/** The checks of docs/product.md §5 the schema cannot know: the form's own password and username rules. */
export function clientFormErrors(values: { username: string; password: string; password_confirmation: string }, creating: boolean) {
  const errors: Record<string, string> = {};
  if (creating && !values.username.trim()) errors.username = messages.admin.usernameRequired;
  if (creating && !values.password) errors.password = messages.clients.passwordRequired;
  if (values.password && values.password !== values.password_confirmation) errors.password_confirmation = messages.clients.passwordsDiffer;
  return errors;
}
