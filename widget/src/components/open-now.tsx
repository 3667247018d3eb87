import { useEffect, useState } from 'preact/hooks';
import type { OpeningHours } from '../model/shop-words.ts';
import { loadExtras } from '../model/extras-loader.ts';

/**
 * "Aberto agora" / "Fechado agora" in America/Sao_Paulo time. Pages are cached and shared
 * (docs/conventions.md), so the server cannot know the moment a shopper reads them: the server
 * render (and a browser without scripts) says only where to look, and the browser decides
 * once the page is live, again every minute. The clock work (time zones) comes with extras.js,
 * out of the page's script; offline, the page keeps pointing at the hours.
 */
export function OpenNow({ hours }: { hours: OpeningHours }) {
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let gone = false;
    loadExtras().then(
      ({ isOpenAt }) => {
        if (gone) return;
        const check = () => setOpen(isOpenAt(hours, new Date()));
        check();
        timer = setInterval(check, 60_000);
      },
      () => {},
    );
    return () => {
      gone = true;
      clearInterval(timer);
    };
  }, [hours]);
  if (open === null) return <p class="vs-open-now">Confira o horário abaixo (horário de Brasília).</p>;
  return (
    <p class={open ? 'vs-open-now vs-open-now-open' : 'vs-open-now vs-open-now-closed'} role="status">
      <span class="vs-open-dot" aria-hidden="true" />
      {open ? 'Aberto agora' : 'Fechado agora'}
    </p>
  );
}
