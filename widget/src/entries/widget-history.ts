import type { AppNavigator } from '../components/app.tsx';
import { parseRoute, routePath, type Route } from '../model/routes.ts';

let instances = 0;

/** A widget's key in history.state: its id when it has one, else its place among the page's widgets. */
export const historyKey = (id: string) => `vitrine-store:${id || ++instances}`;

const stateOf = (): Record<string, unknown> => (history.state && typeof history.state === 'object' ? history.state : {});

/**
 * Back and Forward inside the widget: every page the shopper opens in the
 * widget is a history entry of the host page with the same address, carrying the widget's
 * page under its own key (`vitrine-store:1`, see historyKey), so several widgets, and the host's own state,
 * live side by side. Back walks the widget's pages, then the host's, and never loads
 * anything else. After a reload, or coming back to the host page, the widget reopens on the
 * page its entry names.
 */
export function historyNavigator(key: string, home: Route): { navigator: AppNavigator; initial: Route } {
  const toRoute = (path: unknown) => {
    if (typeof path !== 'string') return home;
    const [pathname, search = ''] = path.split('?');
    return parseRoute(pathname!, search);
  };
  const initial = toRoute(stateOf()[key]);
  let shown = routePath(initial);

  const navigator: AppNavigator = {
    commit(route, _href, replace) {
      shown = routePath(route);
      const state = { ...stateOf(), [key]: shown };
      if (replace) history.replaceState(state, '');
      else history.pushState(state, '');
    },
    listen(onRoute) {
      const handler = () => {
        const route = toRoute(stateOf()[key]);
        // another widget's entry, or the host's own: this widget stays where it is
        if (routePath(route) === shown) return;
        shown = routePath(route);
        onRoute(route);
      };
      addEventListener('popstate', handler);
      return () => removeEventListener('popstate', handler);
    },
    scrollTop: intoView,
  };
  return { navigator, initial };
}

/** Brings the widget's top into view after navigating, only when it is above the screen. */
export function intoView(root: HTMLElement) {
  if (root.getBoundingClientRect().top < 0) root.scrollIntoView({ block: 'start' });
}
