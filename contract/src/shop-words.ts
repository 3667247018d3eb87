import { z } from 'zod';
import { WEEKDAYS, WEEKDAY_LABELS, type OpeningHours } from './shop-words-defaults.ts';
export * from './shop-words-defaults.ts';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

const valueBlock = z.object(
  {
    title: z.string('Título do bloco é obrigatório.').trim().min(1, 'Título do bloco é obrigatório.').max(60, 'Máximo de 60 caracteres.'),
    text: z.string('Texto do bloco é obrigatório.').trim().min(1, 'Texto do bloco é obrigatório.').max(200, 'Máximo de 200 caracteres.'),
  },
  'Cada bloco tem título e texto.',
);

/** The three value blocks of the home page, in order; null puts back the defaults. */
export const valueBlocksField = z.array(valueBlock, 'Envie os três blocos da página inicial.').length(3, 'A página inicial tem exatamente três blocos.');

const dayHours = (label: string) =>
  z
    .object(
      {
        opens: z.string().regex(HHMM, `${label}: horário de abertura no formato 08:00.`),
        closes: z.string().regex(HHMM, `${label}: horário de fechamento no formato 18:00.`),
      },
      `${label}: informe abertura e fechamento, ou fechado (null).`,
    )
    .refine((d) => d.opens < d.closes, `${label}: o fechamento deve ser depois da abertura.`)
    .nullable();

/** Hours per weekday; a day set to null is closed. Null for the whole field puts back the defaults. */
export const openingHoursField = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours(WEEKDAY_LABELS[d])])) as Record<(typeof WEEKDAYS)[number], ReturnType<typeof dayHours>>,
  'Envie o horário de cada dia da semana.',
) satisfies z.ZodType<OpeningHours>;

/** A text of the owner's: absent keeps it, null or "" puts back the default. */
const ownerText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo de ${max} caracteres.`)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/** One word of a synonym: letters and digits only, so it reaches the search as one word. */
const synonymWord = (label: string) =>
  z
    .string(`${label}: informe uma palavra.`)
    .trim()
    .min(1, `${label}: informe uma palavra.`)
    .max(40, `${label}: no máximo 40 caracteres.`)
    .regex(/^[\p{L}\p{N}]+$/u, `${label}: uma palavra só, sem espaços nem símbolos.`)
    .transform((w) => w.toLowerCase());

/**
 * The shop's search synonyms: a search for `term` also finds what `means`
 * finds ("papagaio" → "pipa"). Null or [] is none.
 */
export const searchSynonymsField = z
  .array(
    z.object(
      { term: synonymWord('Palavra buscada'), means: synonymWord('Quer dizer') },
      'Cada sinônimo tem a palavra buscada (term) e o que ela quer dizer (means).',
    ),
    'Envie os sinônimos como uma lista.',
  )
  .max(100, 'No máximo 100 sinônimos.')
  .refine((list) => new Set(list.map((s) => s.term)).size === list.length, 'Cada palavra buscada aparece uma vez só.');

/** The fields PUT /config takes for the owner's words (absent keeps, null or "" resets). */
export const shopWordsInput = {
  hero_tagline: ownerText(160),
  payment_text: ownerText(200),
  delivery_text: ownerText(200),
  search_synonyms: searchSynonymsField.nullish(),
  value_blocks: valueBlocksField.nullish(),
  opening_hours: openingHoursField.nullish(),
};

/** The answer's shapes (GET /config, /site/info). */
export const valueBlockBody = z.object({ title: z.string(), text: z.string() });
const dayHoursBody = z.object({ opens: z.string(), closes: z.string() }).nullable();
export const openingHoursBody = z
  .object(Object.fromEntries(WEEKDAYS.map((d) => [d, dayHoursBody])) as Record<(typeof WEEKDAYS)[number], typeof dayHoursBody>)
  .meta({ description: 'Horário por dia da semana (horário de Brasília); null é fechado.' });
