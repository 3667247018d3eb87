import { endpoints } from '@vitrine/contract/endpoints/index';
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, FileSpreadsheet, Upload } from 'lucide-react';
import {
  problemText,
  SPREADSHEET_COLUMN_LABELS,
  spreadsheetSummary,
  type SpreadsheetChange,
  type SpreadsheetColumn,
  type SpreadsheetImportResult,
  type SpreadsheetLine,
} from '@vitrine/contract';
import { call, errorMessage } from '../lib/api.ts';
import { plural } from '../lib/format.ts';
import { Dialog } from '../ui/dialog.tsx';
import { Banner } from '../ui/page.tsx';
import { useToast } from '../ui/toast.tsx';
import { keys } from './queries.ts';

export const EXPORT_URL = `/api${endpoints.spreadsheet.exportCsv.path}`;

const ACTION_LABELS: Record<SpreadsheetLine['action'], string> = { criar: 'Novo', atualizar: 'Atualizar', sem_mudanca: 'Sem mudança', erro: 'Erro' };

/** Sends the file as it is (the API reads its encoding and separator) for a dry run or the import. */
const sendSpreadsheet = (file: File, dryRun: boolean) =>
  // whatever type the browser gave the file (often application/vnd.ms-excel), it goes as text/csv
  call(endpoints.spreadsheet.importCsv, { query: dryRun ? { dry_run: 'true' } : {}, body: file.slice(0, file.size, 'text/csv') });

type Step =
  | { name: 'pick' }
  | { name: 'checking' }
  | { name: 'checked'; file: File; result: SpreadsheetImportResult }
  | { name: 'importing'; file: File; result: SpreadsheetImportResult }
  | { name: 'done'; result: SpreadsheetImportResult };

/**
 * "Importar planilha": pick a CSV, see the dry run (every line's errors, or
 * what will change), confirm, see the result. Nothing is written before the confirmation,
 * and nothing at all while any line has an error.
 */
export function SpreadsheetImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [step, setStep] = useState<Step>({ name: 'pick' });
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const toast = useToast();

  function close() {
    setStep({ name: 'pick' });
    setFailure(null);
    onClose();
  }

  async function check(file: File) {
    setFailure(null);
    setStep({ name: 'checking' });
    try {
      setStep({ name: 'checked', file, result: await sendSpreadsheet(file, true) });
    } catch (err) {
      setFailure(errorMessage(err, 'Não foi possível ler a planilha.'));
      setStep({ name: 'pick' });
    }
  }

  async function runImport(file: File, checked: SpreadsheetImportResult) {
    setStep({ name: 'importing', file, result: checked });
    try {
      const result = await sendSpreadsheet(file, false);
      setStep({ name: 'done', result });
      toast.success('Planilha importada com sucesso!');
      await Promise.all([queryClient.invalidateQueries({ queryKey: keys.products }), queryClient.invalidateQueries({ queryKey: keys.categories })]);
    } catch (err) {
      setFailure(errorMessage(err, 'Erro ao importar a planilha.'));
      setStep({ name: 'checked', file, result: checked });
    }
  }

  const result = 'result' in step ? step.result : null;
  const writing = result ? result.created + result.updated : 0;
  const footer =
    step.name === 'done' ? (
      <button type="button" className="btn btn--primary" onClick={close}>
        Ver produtos
      </button>
    ) : step.name === 'checked' || step.name === 'importing' ? (
      <>
        <button type="button" className="btn btn--ghost" onClick={() => input.current?.click()} disabled={step.name === 'importing'}>
          Escolher outro arquivo
        </button>
        {!step.result.errors.length && writing > 0 && (
          <button type="button" className="btn btn--primary" onClick={() => void runImport(step.file, step.result)} disabled={step.name === 'importing'}>
            {step.name === 'importing' ? 'Importando...' : `Importar ${plural(writing, 'produto', 'produtos')}`}
          </button>
        )}
      </>
    ) : null;

  return (
    <Dialog open={open} title="Importar planilha" onClose={close} size="lg" footer={footer}>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        aria-label="Arquivo da planilha (CSV)"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void check(file);
        }}
      />
      {failure && <Banner kind="error">{failure}</Banner>}
      {(step.name === 'pick' || step.name === 'checking') && (
        <div className="sheet-pick">
          <FileSpreadsheet size={36} aria-hidden="true" className="sheet-pick__icon" />
          <p>
            Use a planilha baixada em <strong>Exportar planilha</strong>: mude preços, nomes ou descrições no Excel, LibreOffice ou Google Planilhas e salve
            como CSV. Linhas sem id são produtos novos; categorias que não existem são criadas.
          </p>
          <p className="muted">Antes de gravar, mostramos o que vai mudar e os erros de cada linha. Nada é gravado sem a sua confirmação.</p>
          <button type="button" className="btn btn--primary" onClick={() => input.current?.click()} disabled={step.name === 'checking'}>
            <Upload size={18} aria-hidden="true" /> {step.name === 'checking' ? 'Conferindo a planilha...' : 'Escolher arquivo CSV'}
          </button>
        </div>
      )}
      {(step.name === 'checked' || step.name === 'importing') && <CheckedSheet result={step.result} fileName={step.file.name} />}
      {step.name === 'done' && (
        <div className="sheet-done" role="status">
          <CheckCircle2 size={36} aria-hidden="true" className="sheet-done__icon" />
          <p>
            <strong>Importação concluída.</strong> {spreadsheetSummary(step.result)}
          </p>
          <p className="muted">A loja já mostra as mudanças.</p>
        </div>
      )}
    </Dialog>
  );
}

/** "Nova combinação" on a product that exists, "Novo" for a new product. */
function actionLabel(l: SpreadsheetLine): string {
  if (l.action === 'criar' && l.combination_action === 'criar' && l.id !== null) return 'Nova combinação';
  return ACTION_LABELS[l.action];
}

/** "preço: 89,90 → 79,90", values as the API gives them (money already as people type it). */
const changeText = (c: SpreadsheetChange) =>
  `${SPREADSHEET_COLUMN_LABELS[c.column as SpreadsheetColumn] ?? c.column}: ${c.old ?? '(vazio)'} → ${c.new ?? '(vazio)'}`;

function CheckedSheet({ result, fileName }: { result: SpreadsheetImportResult; fileName: string }) {
  if (result.errors.length) return <SheetErrors errors={result.errors} fileName={fileName} />;
  const changing = result.lines.filter((l) => l.action === 'criar' || l.action === 'atualizar');
  return (
    <div className="sheet-check">
      <p role="status">
        <strong>{fileName}</strong>: {spreadsheetSummary(result)}
      </p>
      {changing.length === 0 ? (
        <p className="muted">A planilha é igual aos produtos da loja: nada a importar.</p>
      ) : (
        <div className="table-scroll sheet-check__table">
          <table className="table table--compact">
            <caption className="sr-only">O que a importação vai mudar</caption>
            <thead>
              <tr>
                <th scope="col">Linha</th>
                <th scope="col">Produto</th>
                <th scope="col">Ação</th>
                <th scope="col">O que muda</th>
              </tr>
            </thead>
            <tbody>
              {changing.map((l) => (
                <tr key={l.line}>
                  <td className="table__mono">{l.line}</td>
                  <td>
                    {l.name}
                    {l.combination && <span className="muted sheet-check__combination"> ({l.combination})</span>}
                  </td>
                  <td>{actionLabel(l)}</td>
                  <td className="table--compact__wide">
                    {l.changed_values.length ? (
                      <ul className="sheet-check__changes">
                        {l.changed_values.map((c) => (
                          <li key={c.column}>{changeText(c)}</li>
                        ))}
                      </ul>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/**
 * Why nothing will be imported: the file's own errors (line null: the shop's product limit) as
 * sentences under the heading, each line's in a table of line, column, value and error.
 */
function SheetErrors({ errors, fileName }: { errors: SpreadsheetImportResult['errors']; fileName: string }) {
  const ofFile = errors.filter((e) => e.line === null);
  const ofLines = errors.filter((e) => e.line !== null);
  return (
    <div className="sheet-check">
      <Banner kind="error">
        <strong>{plural(errors.length, 'erro', 'erros')} na planilha: nada será importado.</strong>
        {ofLines.length > 0 && ' Corrija as linhas abaixo no arquivo e escolha-o de novo.'}
        {ofFile.map((e) => (
          <p key={e.message} className="sheet-check__file-error">
            {e.message}
          </p>
        ))}
      </Banner>
      {ofLines.length > 0 && (
        <div className="table-scroll sheet-check__table">
          <table className="table table--compact">
            <caption className="sr-only">Erros da planilha {fileName}</caption>
            <thead>
              <tr>
                <th scope="col">Linha</th>
                <th scope="col">Coluna</th>
                <th scope="col">Valor</th>
                <th scope="col">Erro</th>
              </tr>
            </thead>
            <tbody>
              {ofLines.map((e, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a line can have several errors; their order never changes
                <tr key={i}>
                  <td className="table__mono">{e.line}</td>
                  <td className="table__mono">{e.column ?? '—'}</td>
                  {/* the cell as typed: text, never markup (React escapes it) */}
                  <td className="table__mono">{e.value === null ? '—' : e.value === '' ? '(vazio)' : `“${e.value}”`}</td>
                  {/* the message without "Linha 7, preco: ", already in the first two cells */}
                  <td className="table--compact__wide">{problemText(e)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
