import { z } from 'zod';

/**
 * zod's own messages in Brazilian Portuguese, for every issue a schema did not word itself
 * (a nested field of the wrong type, an unknown key …): zod's pt-BR locale, with a plainer
 * sentence for the most common case, a missing field. Global to zod, so it is set explicitly
 * by each program that validates input (the API in createApp, the CLI at start), never at import.
 */
export function usePortugueseErrors() {
  const locale = z.locales.ptBR().localeError!;
  z.config({
    localeError: (issue) => {
      if (issue.code === 'invalid_type' && issue.input === undefined) return 'Campo obrigatório.';
      return locale(issue);
    },
  });
}
