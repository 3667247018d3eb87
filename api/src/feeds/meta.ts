import type { TenantScope } from '../db/scoped.ts';
import { feedItems, type FeedItem } from './items.ts';

/** Meta's required columns first, then the optional ones this feed fills. */
const COLUMNS = ['id', 'title', 'description', 'availability', 'condition', 'price', 'link', 'image_link', 'brand', 'sale_price', 'item_group_id', 'additional_image_link'] as const;

/** RFC 4180: a field with a comma, a quote or a line break goes in quotes, its quotes doubled. */
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

function row(item: FeedItem): string[] {
  return [
    item.id,
    item.title,
    item.description,
    item.inStock ? 'in stock' : 'out of stock',
    'new',
    item.price,
    item.link,
    item.imageLink,
    item.brand,
    item.salePrice ?? '',
    item.itemGroupId ?? '',
    // Meta reads several additional images as one comma-separated field
    item.additionalImageLinks.join(','),
  ];
}

/**
 * /feeds/meta.csv: the shop's catalogue for Meta Commerce Manager (Facebook and Instagram
 * shops), CSV with a header line, CRLF line ends (RFC 4180), UTF-8 without BOM.
 */
export async function metaFeedCsv(scope: TenantScope, origin: string): Promise<string> {
  const items = await feedItems(scope, origin);
  return [COLUMNS as readonly string[], ...items.map(row)].map((cells) => cells.map(field).join(',')).join('\r\n') + '\r\n';
}
