import type { DestinationStream } from 'pino';
import type { Config } from '../config.ts';

/**
 * Where `npm start` writes its logs: readable lines (pino-pretty) when a person watches a
 * terminal, JSON lines otherwise (piped, in a container, in production) for log collectors.
 * pino-pretty is a devDependency: where it is not installed (a production install), JSON.
 */
export async function terminalLogStream(
  config: Pick<Config, 'env'>,
  stdout: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout,
): Promise<DestinationStream | undefined> {
  if (config.env === 'production' || !stdout.isTTY) return undefined;
  try {
    const { default: pretty } = await import('pino-pretty');
    return pretty({
      destination: stdout,
      colorize: true,
      translateTime: 'SYS:HH:MM:ss',
      // a request is one line (method, URL, status, time); its id and headers stay in JSON mode
      // biome-ignore lint/suspicious/noExplicitAny: a pino log line, any shape; each field read is guarded
      messageFormat: (log: Record<string, any>, messageKey: string) =>
        log.req?.method ? `${log.req.method} ${log.req.url} ${log.res?.statusCode ?? ''} ${log.responseTime ?? '?'} ms` : String(log[messageKey] ?? ''),
      ignore: 'pid,hostname,service,req,res,responseTime',
    });
  } catch {
    return undefined;
  }
}
