import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What `vitrine login` keeps for one API: the token (secret) and what is needed to revoke it. */
interface SavedLogin {
  token: string;
  token_id: number;
  username: string;
  saved_at: string;
}

export interface ConfigFile {
  /** The API used when neither --api-url nor VITRINE_API_URL says otherwise. */
  api_url?: string;
  /** Logins by API URL, so a token is only ever sent to the server that issued it. */
  hosts?: Record<string, SavedLogin>;
}

/** $XDG_CONFIG_HOME/vitrine (default ~/.config/vitrine), as the XDG base directory spec says. */
function configDir(env: Record<string, string | undefined>): string {
  const base = env.XDG_CONFIG_HOME?.trim() || path.join(env.HOME?.trim() || os.homedir(), '.config');
  return path.join(base, 'vitrine');
}

export const configPath = (env: Record<string, string | undefined>) => path.join(configDir(env), 'config.json');

export function readConfig(file: string): ConfigFile {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ConfigFile) : {};
  } catch {
    // A hand-edited file that no longer parses: behave as logged out rather than crash.
    return {};
  }
}

/**
 * Holds a secret: the folder is 0700 and the file 0600, written to a temporary file first
 * and renamed, so a crash never leaves half a file or a moment with looser permissions.
 */
export function writeConfig(file: string, config: ConfigFile): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(config, null, 2) + '\n', { mode: 0o600 });
  fs.chmodSync(tmp, 0o600);
  fs.renameSync(tmp, file);
}
