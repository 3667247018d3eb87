import type { Knex } from 'knex';
import type { Db } from '../db/connection.ts';
import type { ProductSort } from '@vitrine/contract/catalogue';
import type { SearchSynonym } from '@vitrine/contract/shop-words-defaults';

/**
 * The catalogue search, in the database (docs/conventions.md "Search", migration 030):
 * - full text: every word the shopper typed must match (in any order), the last one as a
 *   prefix since it may still be being typed, with the `portuguese` stemmer over
 *   unaccented text (`pipas` finds "Pipa …", `acessorio` finds the category Acessórios);
 *   ranked by ts_rank with the weights name > category > short description > description,
 *   plus the rank of the whole words, so "cola" ranks Cola above Colorida;
 * - typos: when full text finds nothing, pg_trgm's word similarity of every typed word
 *   against the product's name, category name and option values (a one-letter slip still finds it);
 * - option names and values (migration 072): "tamanho G", "preta";
 * - the shop's synonyms (settings): a typed word that is a synonym's `term` matches either
 *   it or what it `means` ("papagaio" finds the pipas).
 */

/** At most this many words of a query are searched (the query itself is at most 100 characters). */
const MAX_WORDS = 8;
/**
 * How close a typed word must be to a word of the name or category (pg_trgm word_similarity,
 * 0–1). 0.45 lets one wrong, missing or extra letter through in words of 4+ letters and
 * keeps unrelated words out (products/search.test.ts holds the examples).
 */
const TYPO_SIMILARITY = 0.45;

export interface SearchTerms {
  /** `raia & pipa:*`: only letters and digits reach to_tsquery, so it cannot fail on syntax. */
  tsquery: string;
  /** `raia | pipa`: the whole words, for ranking. */
  exact: string;
  /** The words of 3+ letters, space separated, for the typo fallback (shorter ones have too few trigrams to compare). */
  words: string;
}

/**
 * The words of a query, lower case; null for no query. A query of symbols only has no
 * word to search: it finds nothing (`words` empty), rather than everything.
 */
export function searchTerms(q: string | undefined, synonyms: readonly SearchSynonym[] | null = null): SearchTerms | null {
  if (!q?.trim()) return null;
  const words = (q ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  const meaning = new Map((synonyms ?? []).map((s) => [plain(s.term), s.means]));
  const or = (w: string, typed: string) => {
    const means = meaning.get(plain(w));
    return means ? `(${typed} | ${means})` : typed;
  };
  return {
    tsquery: words.map((w, i) => or(w, i === words.length - 1 ? `${w}:*` : w)).join(' & '),
    exact: words.map((w) => or(w, w)).join(' | '),
    words: words.filter((w) => w.length >= 3).join(' '),
  };
}

/** Lower case without accents: "Papagaio" and "papagáio" name the same synonym. */
const plain = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const TSQUERY = `to_tsquery('portuguese', search_unaccent(?))`;
/**
 * A product's typo score: how close its name, category and option values come to the
 * farthest typed word. A lateral join, so a row's score is computed once for the filter and
 * the order both, where a sub-select in each was computed twice for every match; the typed
 * words unaccented and split once per query (an uncorrelated sub-select is an InitPlan), not
 * once per row. For a shop of 5,000 products a one-word typo search took 32 → 22 ms
 * (docs/performance.md, "A big shop's typo search, its score once").
 */
const TYPO_SCORE_JOIN = `cross join lateral (select min(search_word_similarity(w, products.search_words)) as score from unnest((select string_to_array(search_unaccent(?), ' '))) as w) as typo`;

/** Products whose text matches every word. */
export const whereFullText = (query: Knex.QueryBuilder, terms: SearchTerms) =>
  terms.exact ? query.whereRaw(`products.search_vector @@ ${TSQUERY}`, [terms.tsquery]) : query.whereRaw('false');

/** The typo score of each product (`typo.score`), for whereTypoMatch and the typo order to read. */
export const withTypoScore = (query: Knex.QueryBuilder, terms: SearchTerms) => query.joinRaw(TYPO_SCORE_JOIN, [terms.words]);

/** Products whose name or category is close to every word (typos); the query has withTypoScore. */
export const whereTypoMatch = (query: Knex.QueryBuilder, terms: SearchTerms) =>
  terms.words ? query.where('typo.score', '>=', TYPO_SIMILARITY) : query.whereRaw('false');

export type SearchMode = 'fulltext' | 'typo';

/**
 * The ORDER BY of a product list: relevance when searching (unless another sort is asked),
 * else the owner's order; ties by the owner's order, then newest. A typo search's query has
 * withTypoScore.
 */
export function orderBy(db: Db, sort: ProductSort | undefined, search?: { terms: SearchTerms; mode: SearchMode }): Knex.Raw {
  const owner = 'products.position asc, products.id desc';
  switch (sort) {
    case 'novidades':
      return db.raw('products.created_at desc, products.id desc');
    case 'menor-preco':
      return db.raw(`products.price asc, ${owner}`);
    case 'maior-preco':
      return db.raw(`products.price desc, ${owner}`);
    default:
      if (!search) return db.raw(owner);
      if (search.mode === 'typo') return db.raw(`typo.score desc, ${owner}`);
      return db.raw(`ts_rank(products.search_vector, ${TSQUERY}) + ts_rank(products.search_vector, ${TSQUERY}) desc, ${owner}`, [
        search.terms.tsquery,
        search.terms.exact,
      ]);
  }
}
