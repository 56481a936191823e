import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { CliError } from './output';

export interface Credentials {
  url: string;
  token: string;
}

/** $FLAGSTREAM_CONFIG, else $XDG_CONFIG_HOME/flagstream/config.json, else ~/.config/flagstream/config.json. */
export function configFile(env: Record<string, string | undefined>): string {
  if (env.FLAGSTREAM_CONFIG) return env.FLAGSTREAM_CONFIG;
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'flagstream', 'config.json');
}

export function readCredentials(env: Record<string, string | undefined>): Partial<Credentials> {
  try {
    return JSON.parse(readFileSync(configFile(env), 'utf8')) as Partial<Credentials>;
  } catch {
    return {};
  }
}

/** The token is a secret: the file is readable by its owner only. */
export function saveCredentials(env: Record<string, string | undefined>, c: Credentials): string {
  const file = configFile(env);
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${JSON.stringify(c, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}

export function forgetCredentials(env: Record<string, string | undefined>): string {
  const file = configFile(env);
  rmSync(file, { force: true });
  return file;
}

/** Flags, then FLAGSTREAM_URL / FLAGSTREAM_TOKEN, then the saved sign-in. */
export function resolveCredentials(env: Record<string, string | undefined>, flags: { url?: string; token?: string }): Credentials {
  const saved = readCredentials(env);
  const url = flags.url ?? env.FLAGSTREAM_URL ?? saved.url;
  const token = flags.token ?? env.FLAGSTREAM_TOKEN ?? saved.token;
  if (!url || !token)
    throw new CliError('Not signed in: run `flagstream login --url <server> --token <fst_...>` or set FLAGSTREAM_URL and FLAGSTREAM_TOKEN', 2, 'NOT_SIGNED_IN');
  return { url: url.replace(/\/+$/, ''), token };
}
