import { messages } from '../model/text.ts';
import { ArrowLeft } from '../components/icons.tsx';
import { Heading, Link } from '../components/link.tsx';

export function NotFoundPage() {
  return (
    <div class="vs-wrap vs-page vs-missing">
      <Heading level={1} tabIndex={-1}>
        {messages.storefront.pageNotFound}
      </Heading>
      <p>{messages.storefront.pageNotFoundHint}</p>
      <Link to={{ view: 'home' }} class="vs-btn vs-btn-primary">
        <ArrowLeft size={18} /> Ir para o início
      </Link>
    </div>
  );
}
