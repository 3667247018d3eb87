import { messages } from '../model/text.ts';

/** The "Esgotado" badge of a sold-out product: on its card and on its page. */
export function SoldOutBadge({ inline }: { inline?: boolean }) {
  return <span class={inline ? 'vs-badge vs-badge-out vs-badge-inline' : 'vs-badge vs-badge-out'}>{messages.catalogue.soldOut}</span>;
}
