/**
 * The owner's words on the storefront: hero tagline, the three value blocks
 * and the opening hours, with the spec's texts and hours as defaults. Plain data and pure
 * functions, no zod: the storefront bundles import this file by path.
 */

export interface ValueBlock {
  title: string;
  text: string;
}

/** A search synonym of the shop's: searching `term` also finds `means`. */
export interface SearchSynonym {
  term: string;
  means: string;
}

/** Hours of one weekday, 24 h "HH:MM"; null means closed that day. */
export type DayHours = { opens: string; closes: string } | null;

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type OpeningHours = Record<Weekday, DayHours>;

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Segunda',
  tuesday: 'Terça',
  wednesday: 'Quarta',
  thursday: 'Quinta',
  friday: 'Sexta',
  saturday: 'Sábado',
  sunday: 'Domingo',
};

/** schema.org day names, for JSON-LD. */
export const WEEKDAY_SCHEMA: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export const DEFAULT_HERO_TAGLINE = 'Os melhores produtos, com atendimento de perto.';

export const DEFAULT_VALUE_BLOCKS: readonly ValueBlock[] = [
  { title: 'Atendimento direto', text: 'Tire dúvidas e combine sua compra pelo WhatsApp, com quem entende do assunto.' },
  { title: 'Qualidade garantida', text: 'Produtos escolhidos a dedo, conferidos antes de chegar até você.' },
  { title: 'Retirada ou entrega', text: 'Combine com a loja como receber o seu pedido, do jeito que for melhor para você.' },
];

/** How shoppers reach a shop: its WhatsApp number and Instagram handle, either may be missing. */
export interface ShopChannels {
  whatsapp?: string | null;
  instagram?: string | null;
}

/**
 * The way the buy button reaches the shop, in words: "pelo WhatsApp" when the shop has one,
 * else "pelo Instagram", else null. Default texts use it so they never promise a channel the
 * shop does not have (a shop may sell through Instagram alone).
 */
export function buyChannelWords(shop: ShopChannels): string | null {
  if (shop.whatsapp) return 'pelo WhatsApp';
  if (shop.instagram) return 'pelo Instagram';
  return null;
}

/** Every channel the shop has, in words: "pelo WhatsApp ou Instagram", "pelo Instagram"; null with none. */
export function channelsWords(shop: ShopChannels): string | null {
  const names = [shop.whatsapp && 'WhatsApp', shop.instagram && 'Instagram'].filter(Boolean);
  return names.length ? `pelo ${names.join(' ou ')}` : null;
}

/**
 * The three value blocks until the owner writes their own (DEFAULT_VALUE_BLOCKS for a shop with
 * WhatsApp): the first names the shop's own way to be reached.
 */
export function defaultValueBlocks(shop: ShopChannels): ValueBlock[] {
  const [first, ...rest] = DEFAULT_VALUE_BLOCKS.map((b) => ({ ...b }));
  const channel = buyChannelWords(shop) ?? 'direto com a loja';
  return [{ title: first!.title, text: `Tire dúvidas e combine sua compra ${channel}, com quem entende do assunto.` }, ...rest];
}

/** Whether `blocks` are, word for word, the defaults a shop with these channels is shown. */
export function areDefaultValueBlocks(blocks: readonly ValueBlock[], shop: ShopChannels): boolean {
  const defaults = defaultValueBlocks(shop);
  return blocks.length === defaults.length && blocks.every((b, i) => b.title === defaults[i]!.title && b.text === defaults[i]!.text);
}

/**
 * The contact page's words on payment and delivery: the owner's, else
 * these, which promise no payment method and no counter a shop may not have.
 */
export const DEFAULT_PAYMENT_TEXT = 'Combine com a loja a forma de pagamento na hora de fechar o pedido.';
export const DEFAULT_DELIVERY_TEXT = 'Combine com a loja a entrega ou a retirada do seu pedido.';

/** The contact page's "Como podemos ajudar?" topics, the last two in the owner's words. */
export function contactTopics(words: { payment_text?: string | null; delivery_text?: string | null }): ValueBlock[] {
  return [
    { title: 'Dúvidas sobre produtos', text: 'Tamanhos, materiais e qual produto é melhor para você.' },
    { title: 'Disponibilidade e encomendas', text: 'Se um item está em falta, avisamos quando chegar ou encomendamos.' },
    { title: 'Formas de pagamento', text: words.payment_text || DEFAULT_PAYMENT_TEXT },
    { title: 'Retirada e entrega', text: words.delivery_text || DEFAULT_DELIVERY_TEXT },
  ];
}

/** docs/product.md §9: Monday to Friday 8h–18h, Saturday 8h–16h, Sunday closed. */
export const DEFAULT_OPENING_HOURS: OpeningHours = {
  monday: { opens: '08:00', closes: '18:00' },
  tuesday: { opens: '08:00', closes: '18:00' },
  wednesday: { opens: '08:00', closes: '18:00' },
  thursday: { opens: '08:00', closes: '18:00' },
  friday: { opens: '08:00', closes: '18:00' },
  saturday: { opens: '08:00', closes: '16:00' },
  sunday: null,
};

/** Where the shops are: "Aberto agora" is decided in this time zone, wherever the shopper is. */
export const SHOP_TIME_ZONE = 'America/Sao_Paulo';

/** "08:00" → "8h", "08:30" → "8h30". */
export const hourText = (hhmm: string) => {
  const [h, m] = hhmm.split(':');
  return `${Number(h)}h${m === '00' ? '' : m}`;
};

export const dayHoursText = (d: DayHours) => (d ? `${hourText(d.opens)} às ${hourText(d.closes)}` : 'Fechado');

export interface HoursLine {
  label: string;
  days: Weekday[];
  hours: DayHours;
  text: string;
}

/** Consecutive days with the same hours share a line: "Segunda a sexta: 8h às 18h". */
export function hoursLines(hours: OpeningHours): HoursLine[] {
  const lines: HoursLine[] = [];
  for (const day of WEEKDAYS) {
    const last = lines.at(-1);
    const same = last && dayHoursText(last.hours) === dayHoursText(hours[day]);
    if (same) last.days.push(day);
    else lines.push({ label: '', days: [day], hours: hours[day], text: dayHoursText(hours[day]) });
  }
  for (const line of lines) {
    const first = WEEKDAY_LABELS[line.days[0]!];
    const lastDay = WEEKDAY_LABELS[line.days.at(-1)!].toLowerCase();
    line.label = line.days.length === 1 ? first : line.days.length === 2 ? `${first} e ${lastDay}` : `${first} a ${lastDay}`;
  }
  return lines;
}

/** "Segunda a sexta 8h às 18h, sábado 8h às 16h, domingo fechado": one line for meta descriptions. */
export const hoursSentence = (hours: OpeningHours) =>
  hoursLines(hours)
    .map((l, i) => `${i === 0 ? l.label : l.label.toLowerCase()} ${l.hours ? l.text : 'fechado'}`)
    .join(', ');

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

/** Weekday and minute of the day at `now` in the shop's time zone. */
export function shopClock(now: Date): { day: Weekday; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: get('weekday').toLowerCase() as Weekday, minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

/** Open at `now` in America/Sao_Paulo: from the opening minute, until (not at) the closing minute. */
export function isOpenAt(hours: OpeningHours, now: Date): boolean {
  const { day, minute } = shopClock(now);
  const today = hours[day];
  return !!today && minute >= minutes(today.opens) && minute < minutes(today.closes);
}
