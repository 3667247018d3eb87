import type { SiteContext } from '../http/context.ts';

/** The shop's own admin (or a master): the one reader who sees what is hidden from shoppers. */
export const seesHidden = (ctx: SiteContext) => !!ctx.user && (ctx.user.user_type === 'master' || ctx.user.site_id === ctx.site.id);
