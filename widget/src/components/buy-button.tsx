import type { BuyChannel } from '../model/contact-links.ts';
import { InstagramIcon, WhatsappIcon } from './icons.tsx';
import { ExternalLink, Link } from './link.tsx';

/** The contact-to-buy button: WhatsApp with the message ready, else Instagram, else the contact page. */
export function BuyButton({ buy, compact }: { buy: BuyChannel; compact?: boolean }) {
  const text = buy.label;
  const size = compact ? 18 : 20;
  const block = compact ? '' : ' vs-btn-block';
  if (!buy.external) {
    return (
      <Link to={{ view: 'contact' }} class={`vs-btn vs-btn-primary${block}`}>
        {text}
      </Link>
    );
  }
  return (
    <ExternalLink href={buy.href} class={buy.kind === 'whatsapp' ? `vs-btn vs-btn-wa${block}` : `vs-btn vs-btn-primary${block}`}>
      {buy.kind === 'whatsapp' ? <WhatsappIcon size={size} /> : <InstagramIcon size={size} />} {text}
    </ExternalLink>
  );
}
