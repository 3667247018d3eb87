import type { InsightEvent } from '@vitrine/contract/insight';
import { referrerDomain, referrerSource, searchTerm } from './normalize.ts';

/** One counter an event adds to: kind and subject ('' for none), and the product it names, if any. */
export interface Counter {
  kind: string;
  subject: string;
  productId?: number;
}

/** The counter rows one event adds to. */
export function countersOf(event: InsightEvent, pageHost: string | undefined): Counter[] {
  switch (event.kind) {
    case 'page_view': {
      const from = referrerDomain(event.referrer, pageHost);
      return [{ kind: 'page_view', subject: event.page }, ...(from ? [{ kind: 'referrer', subject: referrerSource(from) }] : [])];
    }
    case 'product_view':
      return [{ kind: 'product_view', subject: String(event.product_id), productId: event.product_id }];
    case 'whatsapp_click':
    case 'instagram_click':
      return event.product_id ? [{ kind: event.kind, subject: String(event.product_id), productId: event.product_id }] : [{ kind: event.kind, subject: '' }];
    case 'search_empty': {
      const term = searchTerm(event.q);
      return term ? [{ kind: 'search_empty', subject: term }] : [];
    }
  }
}

/** Kinds whose subject is free text from outside (a search, a domain): their distinct subjects per day are capped. */
export const CAPPED_KINDS = ['search_empty', 'referrer'] as const;
