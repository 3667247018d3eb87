import { loadExtras } from '../model/extras-loader.ts';

/**
 * Share a product: the phone's own share sheet (Web Share API) where
 * there is one; elsewhere, or when it fails, a panel to copy the link or send it on
 * WhatsApp (extras.js, fetched on that first press).
 */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const press = (e: MouseEvent) => {
    const button = e.currentTarget as HTMLElement;
    const panel = () => loadExtras().then((x) => x.toggleSharePanel(button, { url, title }));
    if (!navigator.share) return void panel();
    // closing the sheet is an answer; anything else (not allowed here) opens the panel
    navigator.share({ title, url }).catch((err: unknown) => {
      if (!(err instanceof DOMException && err.name === 'AbortError')) void panel();
    });
  };
  return (
    <button type="button" class="vs-btn vs-btn-outline vs-btn-block" aria-expanded="false" onClick={press}>
      Compartilhar
    </button>
  );
}
