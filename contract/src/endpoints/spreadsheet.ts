import { spreadsheetImportQuery, spreadsheetImportResult } from '../spreadsheet.ts';
import type { EndpointSpec } from './endpoint.ts';

/** The spreadsheet endpoints (docs/api.md). */
export const spreadsheet = {
  exportCsv: {
    method: 'get',
    path: '/store/products/export',
    access: 'store_admin',
    summary: 'Planilha dos produtos (CSV para Excel/LibreOffice em pt-BR: UTF-8 com BOM, ";", vírgula nos centavos), ocultos incluídos, na ordem da loja',
    tag: 'products',
    produces: 'text/csv',
  },
  importCsv: {
    method: 'post',
    path: '/store/products/import',
    access: 'store_admin',
    summary:
      'Importa a planilha (CSV com ";" ou ","): atualiza por id ou slug, cria os outros e as categorias por nome, tudo numa transação; com ?dry_run=true só confere e lista os erros de cada linha. Com erro, nada é gravado (422)',
    tag: 'products',
    bodyType: 'csv',
    query: spreadsheetImportQuery,
    responseBody: spreadsheetImportResult,
  },
} as const satisfies Record<string, EndpointSpec>;
