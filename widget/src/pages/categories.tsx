import { plural } from '@vitrine/contract/counts';
import type { PageData } from '../model/load-page.ts';
import { messages } from '../model/text.ts';
import { Heading, Link } from '../components/link.tsx';

type CategoriesData = Extract<PageData, { view: 'categories' }>;

/** docs/product.md §2 /categories: a card per category with products, with an emoji when its name has a known keyword. */
export function CategoriesPage({ data }: { data: CategoriesData }) {
  return (
    <div class="vs-wrap vs-page">
      <div class="vs-page-head">
        <Heading level={1} tabIndex={-1}>
          Categorias
        </Heading>
        <p class="vs-lead">Escolha uma categoria para ver os produtos dela.</p>
      </div>
      {data.categories.length ? (
        <ul class="vs-cats">
          {data.categories.map((c) => (
            <li key={c.id}>
              <Link to={{ view: 'products', q: '', categoryId: c.id }} class={c.emoji ? 'vs-cat vs-cat-big' : 'vs-cat'}>
                {c.emoji && (
                  <span class="vs-cat-emoji" aria-hidden="true">
                    {c.emoji}
                  </span>
                )}
                <span class="vs-cat-name">{c.name}</span>
                {c.description && <span class="vs-cat-desc">{c.description}</span>}
                <span class="vs-cat-count">{plural(c.product_count, 'produto', 'produtos')}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p class="vs-empty vs-empty-title">{messages.categories.empty}</p>
      )}
    </div>
  );
}
