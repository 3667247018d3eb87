import type { SearchSynonym } from '@vitrine/contract';

/**
 * The search synonyms as the owner types them: one a line, "papagaio = pipa" (also "→" or
 * ":"). The API checks the words; a line without a sign is sent as it is, so its error names it.
 */
export function parseSynonyms(text: string): SearchSynonym[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [term = '', ...rest] = line.split(/\s*(?:=|→|->|:)\s*/);
      return { term: term.trim(), means: rest.join(' ').trim() };
    });
}

export const synonymsText = (list: SearchSynonym[]) => list.map((s) => `${s.term} = ${s.means}`).join('\n');

/** The first error about the list, with its line: the API names `search_synonyms.2.means`. */
export function synonymsError(errors: Record<string, string | undefined>): string | undefined {
  for (const [key, message] of Object.entries(errors)) {
    const line = /^search_synonyms\.(\d+)/.exec(key);
    if (line && message) return `Linha ${Number(line[1]) + 1}: ${message}`;
  }
  return errors.search_synonyms;
}
