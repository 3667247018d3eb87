import { ApiError } from '@vitrine/contract/api-error';
import { messages } from '@vitrine/contract/messages';
import { EXIT, type ExitCode } from '../shell/errors.ts';
import type { ErrorReport } from '../shell/error-report.ts';

/** The exit code scripts branch on for an API failure (docs/cli.md): 401/403 → 3, 404 → 4, anything else → 1. */
export function exitCodeFor(status: number): ExitCode {
  if (status === 401 || status === 403) return EXIT.auth;
  if (status === 404) return EXIT.notFound;
  return EXIT.failure;
}

/** What to try next after the API's answer, for the command that got it ("clients create"). */
function hintFor(err: ApiError, command: string): string | undefined {
  const { status, serverMessage } = err;
  if (status === 401) return 'Rode vitrine login de novo, ou confira o token em --token / VITRINE_TOKEN.';
  if (status === 403) return 'Estes comandos são do administrador master: entre com um usuário master (vitrine login).';
  if (status === 404 && serverMessage === messages.clients.notFound) return 'Confira o subdomínio ou o id com: vitrine clients list';
  if (status === 409 && serverMessage === messages.clients.subdomainTaken && command === 'clients create')
    return 'Para seguir sem erro quando a loja já existe, use --if-not-exists.';
  if (status === 412) return 'Alguém alterou a loja enquanto você editava e nada foi gravado: confira com vitrine clients show e rode o comando de novo.';
  if (status === 429) return 'Aguarde alguns minutos antes de tentar de novo.';
  if (status >= 500) return 'O servidor teve um problema; tente de novo em instantes ou veja os logs do servidor.';
  return undefined;
}

/** The text of an API failure: the server's pt-BR message, or what it answered. */
export const apiMessage = (err: ApiError) => err.serverMessage ?? `O servidor respondeu ${err.status}.`;

/** An API failure as the CLI reports it: the contract's one ApiError turned into an exit code and a hint at the edge. */
export function apiErrorReport(err: ApiError, command: string): ErrorReport {
  return { exitCode: exitCodeFor(err.status), message: apiMessage(err), hint: hintFor(err, command), details: err.details, status: err.status };
}

/** The same failure told in the CLI's words (a prefix naming the step, fields named by their flags). */
export function retold(err: ApiError, change: { message?: string; details?: Record<string, string> | undefined }): ApiError {
  return new ApiError(err.status, change.message ?? err.serverMessage, 'details' in change ? change.details : err.details, err.body);
}
