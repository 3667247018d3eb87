import type { FeedItem } from './items.ts';
import { cut, plainLine } from './text.ts';
import { xml } from '../storefront/seo-files.ts';

const element = (name: string, value: string | null) => (value === null ? '' : `<${name}>${xml(value)}</${name}>`);

function itemXml(item: FeedItem): string {
  return [
    '<item>',
    element('g:id', item.id),
    element('title', item.title),
    element('description', item.description),
    element('link', item.link),
    element('g:image_link', item.imageLink),
    ...item.additionalImageLinks.map((link) => element('g:additional_image_link', link)),
    element('g:availability', item.inStock ? 'in_stock' : 'out_of_stock'),
    element('g:price', item.price),
    element('g:sale_price', item.salePrice),
    element('g:brand', item.brand),
    element('g:condition', 'new'),
    element('g:item_group_id', item.itemGroupId),
    '</item>',
  ]
    .filter(Boolean)
    .join('');
}

/** The Google feed's text from its items: a pure step, run on a worker thread (worker-tasks/tasks.ts). */
export function googleXml(input: { storeName: string; origin: string; items: FeedItem[] }): string {
  const name = plainLine(input.storeName);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
    element('title', name),
    element('link', `${input.origin}/`),
    element('description', cut(`Produtos de ${name}`, 5000)),
    ...input.items.map(itemXml),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
