import type { FeedItem } from './items.ts';
import { csvText } from '../csv/write-csv.ts';

/** Meta's required columns first, then the optional ones this feed fills. */
const COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'sale_price',
  'item_group_id',
  'additional_image_link',
] as const;

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
 * The feed's text: CSV with a header line, commas, CRLF line ends (RFC 4180), UTF-8 without
 * BOM, through the one CSV writer (its formula guard included: a product named `=1+1 Pipa`
 * reaches no spreadsheet as a formula). On a worker thread for a large catalogue.
 */
export const metaCsv = (items: FeedItem[]) => csvText([COLUMNS, ...items.map(row)], { separator: ',', bom: false });
