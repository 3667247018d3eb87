import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Activity, FolderPlus, FolderTree, ImageOff, Package, PackagePlus, Settings, Users, List } from 'lucide-react';
import { useUser } from '../auth/auth-context.tsx';
import { errorMessage } from '../lib/api.ts';
import { messages } from '../lib/contract.ts';
import { formatCount } from '../lib/format.ts';
import { ProductPrice } from './product-price.tsx';
import { hasStoredUser } from '../lib/user-storage.ts';
import { RECENT_PRODUCTS } from '../lib/constants.ts';
import { paths } from '../app/paths.ts';
import { Banner, Card, EmptyState, PageHeader } from '../ui/page.tsx';
import { categoriesQuery, fetchProducts, imageAt, keys } from './queries.ts';
import { QuotaCard } from './quota-card.tsx';
import { StatCard } from '../ui/stat-card.tsx';
import { SeeAllLink } from '../ui/links.tsx';
import { InsightCard } from '../insight/insight-card.tsx';
import { OwnerReadiness } from '../readiness/owner-readiness.tsx';

export function DashboardScreen() {
  const user = useUser();
  const name = user.full_name?.trim() || user.username;
  const products = useQuery({
    queryKey: keys.recentProducts,
    queryFn: ({ signal }) => fetchProducts({ limit: RECENT_PRODUCTS, sort: 'novidades' }, signal),
  });
  const categories = useQuery(categoriesQuery);
  const storedUser = hasStoredUser();

  return (
    <>
      <PageHeader title={`Olá, ${name}!`} description="Veja como está a sua loja e acesse as tarefas do dia a dia." />

      <OwnerReadiness />
      {!storedUser && <Banner kind="warning">{messages.auth.userMissingLocal}</Banner>}
      {products.isError && <Banner kind="error">{errorMessage(products.error, messages.products.dashboardLoad)}</Banner>}
      {categories.isError && <Banner kind="error">{errorMessage(categories.error, messages.categories.dashboardLoad)}</Banner>}
      {products.data && products.data.total === 0 && (
        <Banner
          kind="warning"
          action={
            <Link className="btn btn--sm btn--primary" to={paths.newProduct}>
              Cadastrar produto
            </Link>
          }
        >
          {messages.products.empty}. Cadastre o primeiro para ele aparecer na sua loja.
        </Banner>
      )}

      <ul className="stat-grid" aria-label="Resumo da loja">
        <StatCard icon={<Package size={20} />} label="Total de produtos" value={products.data ? formatCount(products.data.total) : undefined} tone="blue" />
        <StatCard icon={<FolderTree size={20} />} label="Categorias" value={categories.data ? formatCount(categories.data.length) : undefined} tone="violet" />
        <StatCard icon={<Users size={20} />} label="Usuários" value="1" tone="amber" />
        <StatCard icon={<Activity size={20} />} label="Status" value="Online" tone="green" />
      </ul>

      <QuotaCard />

      <div className="dashboard-grid">
        <Card title="Ações rápidas" id="quick-actions">
          <div className="quick-actions">
            <Link className="quick-action" to={paths.newProduct}>
              <PackagePlus size={20} aria-hidden="true" /> Novo produto
            </Link>
            <Link className="quick-action" to={paths.newCategory}>
              <FolderPlus size={20} aria-hidden="true" /> Nova categoria
            </Link>
            <Link className="quick-action" to={paths.products}>
              <List size={20} aria-hidden="true" /> Ver produtos
            </Link>
            <Link className="quick-action" to={paths.settings}>
              <Settings size={20} aria-hidden="true" /> Configurações
            </Link>
          </div>
        </Card>

        <Card title="Produtos recentes" id="recent" actions={<SeeAllLink to={paths.products} />}>
          {products.isPending ? (
            <ul className="recent-list" aria-hidden="true">
              {Array.from({ length: RECENT_PRODUCTS }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
                <li key={i} className="recent-item">
                  <span className="skeleton skeleton--thumb" />
                  <span className="skeleton skeleton--line" />
                </li>
              ))}
            </ul>
          ) : products.data && products.data.items.length > 0 ? (
            <ul className="recent-list">
              {products.data.items.slice(0, RECENT_PRODUCTS).map((p) => {
                const img = p.images[0];
                return (
                  <li key={p.id} className="recent-item">
                    {img ? (
                      <img className="thumb" src={imageAt(img.url, 160)} alt="" width={48} height={48} loading="lazy" />
                    ) : (
                      <span className="thumb thumb--empty" aria-hidden="true">
                        <ImageOff size={18} />
                      </span>
                    )}
                    <div className="recent-item__text">
                      <Link to={paths.editProduct(p.id)} className="recent-item__name">
                        {p.name}
                      </Link>
                      <span className="recent-item__meta">{p.category_name}</span>
                    </div>
                    <div className="recent-item__price">
                      <ProductPrice product={p} />
                      <span className="recent-item__unit">/ {p.unit}</span>
                    </div>
                  </li>
                );
              })}
            </ul>
          ) : (
            !products.isError && <EmptyState icon={<Package size={28} />} title={messages.products.empty} />
          )}
        </Card>
      </div>

      <InsightCard />
    </>
  );
}
