import type { BuyChannel } from '../model/contact-links.ts';
import { InstagramIcon, WhatsappIcon } from './icons.tsx';
import { ExternalLink, Link } from './link.tsx';

/**
 * The contact-to-buy button: WhatsApp with the message ready, else Instagram, else the contact
 * page. A product with options not yet chosen gets a button that asks for them (`choose`)
 * instead, so no message goes out without the combination and its price.
 */
export function BuyButton({ buy, compact, choose }: { buy: BuyChannel; compact?: boolean; choose?: (() => void) | undefined }) {
  const text = buy.label;
  const size = compact ? 18 : 20;
  const block = compact ? '' : ' vs-btn-block';
  const look = buy.kind === 'whatsapp' ? `vs-btn vs-btn-wa${block}` : `vs-btn vs-btn-primary${block}`;
  const icon = buy.kind === 'whatsapp' ? <WhatsappIcon size={size} /> : buy.kind === 'instagram' && <InstagramIcon size={size} />;
  if (choose) {
    return (
      <button type="button" class={look} onClick={choose}>
        {icon} {text}
      </button>
    );
  }
  if (!buy.external) {
    return (
      <Link to={{ view: 'contact' }} class={`vs-btn vs-btn-primary${block}`}>
        {text}
      </Link>
    );
  }
  return (
    <ExternalLink href={buy.href} class={look}>
      {icon} {text}
    </ExternalLink>
  );
}
