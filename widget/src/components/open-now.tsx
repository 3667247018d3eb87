import { useEffect, useState } from 'preact/hooks';
import { isOpenAt, type OpeningHours } from '../model/shop-words.ts';

/**
 * "Aberto agora" / "Fechado agora" in America/Sao_Paulo time. Pages are cached and shared
 * (design.md), so the server cannot know the moment a shopper reads them: the server
 * render (and a browser without scripts) says only where to look, and the browser decides
 * once the page is live, again every minute.
 */
export function OpenNow({ hours }: { hours: OpeningHours }) {
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    const check = () => setOpen(isOpenAt(hours, new Date()));
    check();
    const timer = setInterval(check, 60_000);
    return () => clearInterval(timer);
  }, [hours]);
  if (open === null) return <p class="vs-open-now">Confira o horário abaixo (horário de Brasília).</p>;
  return (
    <p class={open ? 'vs-open-now vs-open-now-open' : 'vs-open-now vs-open-now-closed'} role="status">
      <span class="vs-open-dot" aria-hidden="true" />
      {open ? 'Aberto agora' : 'Fechado agora'}
    </p>
  );
}
