import { h, options, type ComponentType, type VNode } from 'preact';
import { useContext } from 'preact/hooks';
import { jsxTemplate } from 'preact/jsx-runtime';
import { renderToString } from 'preact-render-to-string';
import { EnvContext } from '../components/env.ts';
import type { PartStore } from './ssr-types.ts';

/**
 * The parts kept, each with the key of what its props show. Besides its props a part reads
 * only the storefront's env: its shop (the store is the shop's: the API hands one per shop
 * view) and its links (the scope given to `keepingParts`); the rest of the env is the same on
 * every server render (no heading offset, not compact, not busy, no navigation).
 */
// biome-ignore lint/suspicious/noExplicitAny: the map holds components of different props
const parts = new Map<ComponentType<any>, (props: any) => string>();

export function keepPart<P>(component: ComponentType<P>, keyOf: (props: P) => string) {
  parts.set(component, keyOf);
}

let current: { store: PartStore; scope: string } | null = null;
/** True while a part is drawn alone: its own vnode must not be turned into a kept part again. */
let drawing = false;

/**
 * Preact tells every vnode made (`options.vnode`): while a page is drawn with a store, a part's
 * vnode becomes a KeptPart holding it. Only this server module installs the hook, so the
 * browser's bundles carry none of this, and their hydration draws the same markup from the
 * components themselves.
 */
const previousHook = options.vnode;
options.vnode = (vnode: VNode) => {
  if (current && !drawing) {
    const keyOf = parts.get(vnode.type as ComponentType);
    if (keyOf) {
      vnode.props = { part: vnode.type, partProps: vnode.props, partKey: keyOf(vnode.props) } as never;
      vnode.type = KeptPart as ComponentType;
    }
  }
  previousHook?.(vnode);
};

interface KeptPartProps {
  part: ComponentType;
  partProps: object;
  partKey: string;
}

/** A part's HTML as kept, else drawn alone (in the same env) and kept; written into the page as it is. */
function KeptPart({ part, partProps, partKey }: KeptPartProps) {
  const env = useContext(EnvContext);
  const { store, scope } = current!;
  let html = store.get(scope, partKey);
  if (html === undefined) {
    drawing = true;
    try {
      html = flat(renderToString(h(EnvContext.Provider, { value: env }, h(part, partProps))));
    } finally {
      drawing = false;
    }
    store.set(scope, partKey, html);
  }
  // a template of one string: preact-render-to-string writes it as it is (no escaping again)
  return jsxTemplate([html]);
}

/**
 * A rendered text is a tree of joined pieces; kept so, every page that holds it walks the tree
 * again to write its bytes, and slower than the text drawn afresh (measured: the page's UTF-8
 * 3× slower). Copied once into one flat string when kept.
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const flat = (html: string) => decoder.decode(encoder.encode(html));

/**
 * `draw()` with the parts kept in `store`, under `scope`: what of the env the parts read
 * besides the shop (the links: hosted or exported, the images' source, a kept ?sub=).
 */
export function keepingParts<T>(store: PartStore, scope: string, draw: () => T): T {
  current = { store, scope };
  try {
    return draw();
  } finally {
    current = null;
  }
}
