/**
 * `@vitrine/widget/ssr` as the API sees it. The API's TypeScript has no JSX settings, so it
 * reads these declarations instead of the TSX source; entries/ssr.tsx checks that it
 * implements exactly this (the `satisfies` line at its end), so the two cannot drift.
 */
import type { PageState, StoreSource } from './model/load-page.ts';
import type { Route } from './model/routes.ts';
import type { ImageSource } from './model/images.ts';
import type { LinkConfig, ShopView } from './model/shop.ts';
import type { Category, Product } from './model/types.ts';
import type { MessagePage, PartStore, RenderInput, RenderedPage } from './entries/ssr-types.ts';

export type { PageData, PageState, StoreSource } from './model/load-page.ts';
export type { Route } from './model/routes.ts';
export type { ImageSource } from './model/images.ts';
export type { LinkConfig, ShopView } from './model/shop.ts';
export type { MessagePage, PageParts, PartStore, RenderInput, RenderedPage } from './entries/ssr-types.ts';

export declare function loadPage(source: StoreSource, route: Route): Promise<PageState<Product>>;
export declare function pageStatus(state: PageState): 200 | 404;
export declare function featuredProducts(products: Product[], n?: number): Product[];
export declare function popularCategories(categories: Category[], n?: number): Category[];
export declare function parseRoute(pathname: string, search?: string): Route;
export declare function routePath(route: Route): string;
export declare function canonicalPath(route: Route): string;
export declare function productRedirect(requested: Route, state: PageState): Route | null;
export declare function imageVariants(images: Array<{ image_id: string; width: number }>): Array<{ imageId: string; width: number }>;
export declare function imageSrc(source: ImageSource, imageId: string, width: number): string;
export declare function hrefFor(config: LinkConfig, origin: string, route: Route): string;
export declare function themeVars(colors: Partial<{ primary_color: string; secondary_color: string; accent_color: string }>): Record<string, string>;
export declare const storefrontCss: string;
export declare function renderApp(shop: ShopView, links: LinkConfig, state: PageState, parts?: PartStore): string;
export declare function renderStorefrontPage(input: RenderInput): RenderedPage;
export declare function renderMessagePage(page: MessagePage): string;
