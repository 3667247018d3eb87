import { z } from 'zod';
import { messages } from './messages.ts';

export const loginInput = z.object({
  username: z.string(messages.auth.required).trim().min(1, messages.auth.required).max(100),
  password: z.string(messages.auth.required).min(1, messages.auth.required).max(1000),
});
export type LoginInput = z.infer<typeof loginInput>;

export const USER_TYPES = ['master', 'store_admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

export interface User {
  id: number;
  username: string;
  full_name: string | null;
  email: string | null;
  user_type: UserType;
  /** The user's shop; 0 for master users (spec §3). */
  client_site_id: number;
  /** Subdomain of the user's shop, sent back as X-Tenant-Subdomain; null for masters. */
  subdomain: string | null;
}

/** spec §3: user_type master or master_admin means master, case-insensitive. */
export const isMasterType = (t: string | null | undefined) =>
  !!t && ['master', 'master_admin'].includes(t.toLowerCase());
