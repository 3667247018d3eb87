import type { ComponentChildren, RefObject } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/**
 * The buy bar that stays at hand (issue 13 item 8): it appears once the page's own buy
 * button has scrolled up out of view, and goes when it comes back. An IntersectionObserver
 * watches the button, so nothing runs while the shopper scrolls. Rendered only when shown:
 * fixed at the bottom of the screen it moves nothing else (no layout shift).
 */
export function StickyBuyBar({ watch, children }: { watch: RefObject<HTMLElement | null>; children: ComponentChildren }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const target = watch.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setShown(!!entry && !entry.isIntersecting && entry.boundingClientRect.top < 0));
    observer.observe(target);
    return () => observer.disconnect();
  }, [watch]);
  if (!shown) return null;
  return (
    <div class="vs-stickybar" role="region" aria-label="Comprar">
      <div class="vs-stickybar-in vs-wrap">{children}</div>
    </div>
  );
}
