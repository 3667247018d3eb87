import type { ComponentChildren, RefObject } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/**
 * The buy bar that stays at hand on a phone: shown once the page's own buy
 * button has scrolled up out of view, hidden when it comes back.
 *
 * An IntersectionObserver only reports a target whose state *changes* between two frames.
 * Watching the button against the screen alone missed every jump over it (a fling, the
 * browser restoring the scroll on Back, a link to the page's end, a test's scrollTo): the
 * button went from below the screen to above it, "not visible" both times, and no callback
 * came. So the root is stretched far down (rootMargin): the button "intersects" whenever it
 * is on or below the screen, and stops exactly when it has gone above it, however the
 * shopper got there.
 *
 * The bar is always in the markup (server render included) and sticky at the end of the
 * product page, so it holds its place in the flow: showing it moves nothing (no layout
 * shift), at the end of the page it rests above the footer instead of covering it, and in
 * the widget it never leaves the widget's box. Hidden, it is `visibility: hidden`: out of
 * the tab order and of the accessibility tree. Not a landmark: it repeats the buy box.
 */
export function StickyBuyBar({ watch, button: kind, children }: { watch: RefObject<HTMLElement | null>; button?: string; children: ComponentChildren }) {
  const [shown, setShown] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: kind says the button became another element (a link once the options are chosen): watch the new one
  useEffect(() => {
    const button = watch.current?.querySelector('.vs-btn');
    if (!button || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setShown(!!entry && !entry.isIntersecting && entry.boundingClientRect.bottom <= 0), {
      rootMargin: '0px 0px 100000px 0px',
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, [watch, kind]);
  return (
    <div class={shown ? 'vs-stickybar vs-stickybar-on' : 'vs-stickybar'}>
      <div class="vs-stickybar-in vs-wrap">{children}</div>
    </div>
  );
}
