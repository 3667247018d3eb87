import { z } from 'zod';
import { messages } from './messages.ts';
import { formatCount, plural } from './counts.ts';

/**
 * Products as a spreadsheet: the columns of the CSV the admin and the CLI
 * export and import (docs/spreadsheets.md). The header names them; their order is free on
 * import, and a header written by hand may use accents, capitals and spaces
 * ("Preço antigo" is preco_antigo).
 */
export const SPREADSHEET_COLUMNS = [
  'id',
  'slug',
  'nome',
  'categoria',
  'preco',
  'preco_antigo',
  'unidade',
  'disponibilidade',
  'destaque',
  'descricao_curta',
  'descricao',
  // a product with options: one line per combination (docs/spreadsheets.md "Products with options"); after the others so their places stay
  'opcao_1_nome',
  'opcao_1_valor',
  'opcao_2_nome',
  'opcao_2_valor',
  'preco_combinacao',
  'preco_antigo_combinacao',
  'disponibilidade_combinacao',
] as const;
export type SpreadsheetColumn = (typeof SPREADSHEET_COLUMNS)[number];

/** The columns of one combination: they change from line to line of the same product; every other column repeats. */
export const COMBINATION_COLUMNS = ['opcao_1_valor', 'opcao_2_valor', 'preco_combinacao', 'preco_antigo_combinacao', 'disponibilidade_combinacao'] as const;
/** Per option type (at most two): its name's column and its value's. */
export const OPTION_COLUMNS = [
  { name: 'opcao_1_nome', value: 'opcao_1_valor' },
  { name: 'opcao_2_nome', value: 'opcao_2_valor' },
] as const satisfies readonly { name: SpreadsheetColumn; value: SpreadsheetColumn }[];

/** How the dry run names a column to people ("preço: 89,90 → 79,90"). */
export const SPREADSHEET_COLUMN_LABELS: Record<SpreadsheetColumn, string> = {
  id: 'id',
  slug: 'slug',
  nome: 'nome',
  categoria: 'categoria',
  preco: 'preço',
  preco_antigo: 'preço antigo',
  unidade: 'unidade',
  disponibilidade: 'disponibilidade',
  destaque: 'destaque',
  descricao_curta: 'descrição curta',
  descricao: 'descrição',
  opcao_1_nome: 'opção 1',
  opcao_1_valor: 'valor da opção 1',
  opcao_2_nome: 'opção 2',
  opcao_2_valor: 'valor da opção 2',
  preco_combinacao: 'preço da combinação',
  preco_antigo_combinacao: 'preço antigo da combinação',
  disponibilidade_combinacao: 'disponibilidade da combinação',
};
/** A value shown in the dry run is cut here ("…"): a description can have 5,000 characters on each of 10,000 lines. */
export const SPREADSHEET_SHOWN_CHARS = 200;

/** Lines of products one import takes (the header not counted), and the file's size. */
export const SPREADSHEET_MAX_LINES = 10_000;
export const SPREADSHEET_MAX_BYTES = 10 * 1024 * 1024;

/** POST /store/products/import?dry_run=true: check and report, write nothing. */
export const spreadsheetImportQuery = z.object({
  dry_run: z.enum(['true', 'false'], 'dry_run deve ser true ou false.').optional(),
});

export const spreadsheetProblem = z.object({
  line: z.number().int().nullable().meta({ description: 'A linha da planilha (1 é o cabeçalho); null para a planilha toda.' }),
  column: z.string().nullable(),
  value: z.string().nullable().meta({ description: 'A célula como foi digitada (cortada em 200 caracteres); null para um erro da planilha toda.' }),
  message: z.string().meta({ description: 'Em pt-BR, já com a linha e a coluna: "Linha 7, preco: …".' }),
});
export type SpreadsheetProblem = z.infer<typeof spreadsheetProblem>;

export const SPREADSHEET_ACTIONS = ['criar', 'atualizar', 'sem_mudanca', 'erro'] as const;
export type SpreadsheetAction = (typeof SPREADSHEET_ACTIONS)[number];

export const spreadsheetChange = z.object({
  column: z.string(),
  old: z.string().nullable().meta({ description: 'O valor gravado, como se digita (dinheiro em pt-BR: "89,90"); null quando vazio.' }),
  new: z.string().nullable().meta({ description: 'O valor da planilha, da mesma forma; null quando vazio.' }),
});
export type SpreadsheetChange = z.infer<typeof spreadsheetChange>;

export const COMBINATION_ACTIONS = ['criar', 'atualizar', 'sem_mudanca'] as const;

export const spreadsheetLine = z.object({
  line: z.number().int(),
  action: z.enum(SPREADSHEET_ACTIONS).meta({
    description: 'O que a linha faz: criar (produto ou combinação nova), atualizar, sem_mudanca; erro também nas outras linhas de um produto com erro.',
  }),
  id: z.number().int().nullable().meta({ description: 'O produto atualizado (ou criado, depois da importação).' }),
  name: z.string(),
  combination: z.string().nullable().meta({ description: 'A combinação da linha ("M / Azul"); null num produto sem opções.' }),
  combination_action: z.enum(COMBINATION_ACTIONS).nullable().meta({ description: 'criar quando a combinação é nova; null sem combinação ou com erro.' }),
  changes: z.array(z.string()).meta({ description: 'As colunas que mudam num produto existente.' }),
  changed_values: z.array(spreadsheetChange).meta({ description: 'Cada célula que muda, com o valor antigo e o novo (as do produto na sua primeira linha).' }),
  errors: z.array(spreadsheetProblem),
});
export type SpreadsheetLine = z.infer<typeof spreadsheetLine>;

export const spreadsheetImportResult = z
  .object({
    dry_run: z.boolean(),
    imported: z.boolean().meta({ description: 'true quando a importação foi gravada (nunca na simulação).' }),
    separator: z.enum([';', ',', '\t']),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    combinations_created: z.number().int(),
    combinations_updated: z.number().int(),
    new_categories: z.array(z.string()),
    errors: z.array(spreadsheetProblem).meta({ description: 'Todos os erros, da planilha e de cada linha; com algum, nada é gravado.' }),
    lines: z.array(spreadsheetLine),
  })
  .meta({ id: 'SpreadsheetImportResult' });
export type SpreadsheetImportResult = z.infer<typeof spreadsheetImportResult>;

/** An error as the key of a 422's `details` ("linha 7, preco") and its text without the "Linha 7, preco: " already in the key. */
export const problemKey = (p: SpreadsheetProblem) => (p.line === null ? 'planilha' : `linha ${p.line}${p.column ? `, ${p.column}` : ''}`);
export const problemText = (p: SpreadsheetProblem) => p.message.slice(messages.spreadsheet.at(p.line, p.column, '').length);
export const problemDetails = (problems: SpreadsheetProblem[]): Record<string, string> => {
  const details: Record<string, string> = {};
  for (const p of problems.slice(0, 200)) details[problemKey(p)] ??= problemText(p);
  return details;
};

/**
 * "2 produtos novos, 1 atualizado, 1.040 sem mudança. Categorias novas: Rabiolas.": what an
 * import did or would do, in the same words in the admin's check and the CLI.
 */
export function spreadsheetSummary(r: Pick<SpreadsheetImportResult, 'created' | 'updated' | 'unchanged' | 'new_categories'>): string {
  const counts = `${plural(r.created, 'produto novo', 'produtos novos')}, ${plural(r.updated, 'atualizado', 'atualizados')}, ${formatCount(r.unchanged)} sem mudança.`;
  return r.new_categories.length ? `${counts} Categorias novas: ${r.new_categories.join(', ')}.` : counts;
}
