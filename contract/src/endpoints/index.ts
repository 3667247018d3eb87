import { categories } from './categories.ts';

/** Every API endpoint the clients call, by feature (docs/architecture.md). */
export const endpoints = { categories } as const;
