import { whatsappShareLink } from '../model/share.ts';
import { withExtrasStyles } from './extras-styles.ts';

/**
 * The share panel where the Web Share API is missing or refuses: the
 * link to copy, a copy button, and "send on WhatsApp". Plain DOM code in extras.js, so the
 * page's script carries only the button. A second press on the button closes it.
 */
export function toggleSharePanel(button: HTMLElement, share: { url: string; title: string }) {
  const open = button.nextElementSibling;
  if (open?.classList.contains('vs-share-panel')) {
    open.remove();
    button.setAttribute('aria-expanded', 'false');
    return;
  }
  withExtrasStyles(button);
  const panel = document.createElement('div');
  panel.className = 'vs-share-panel';
  panel.setAttribute('role', 'group');
  panel.setAttribute('aria-label', 'Compartilhar este produto');
  panel.innerHTML =
    '<input class="vs-share-url" type="text" readonly aria-label="Link do produto">' +
    '<button type="button" class="vs-btn vs-btn-outline">Copiar link</button>' +
    '<a class="vs-btn vs-btn-wa" target="_blank" rel="noopener noreferrer">Enviar no WhatsApp</a>' +
    '<output class="vs-share-note" aria-live="polite"></output>';
  const input = panel.querySelector('input')!;
  const note = panel.querySelector('output')!;
  input.value = share.url;
  panel.querySelector('a')!.href = whatsappShareLink(share.title, share.url);
  panel.querySelector('button')!.addEventListener('click', () => {
    navigator.clipboard.writeText(share.url).then(
      () => (note.textContent = 'Link copiado!'),
      // no clipboard (an http page, an old browser): the link is selected for the shopper to copy
      () => {
        input.select();
        note.textContent = 'Link selecionado: é só copiar.';
      },
    );
  });
  button.after(panel);
  button.setAttribute('aria-expanded', 'true');
}
