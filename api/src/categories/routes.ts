import { route } from '../http/route.ts';
import type { SiteContext } from '../http/context.ts';
import { listCategories } from './queries.ts';

export const categoryRoutes = [
  route(
    { method: 'get', path: '/categories', access: 'public', summary: 'Categorias da loja com a contagem de produtos', tag: 'categories' },
    async ({ ctx }) => listCategories(ctx as SiteContext),
  ),
];
