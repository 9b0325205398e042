import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The api's secrets: hmac signs the chat JWT and the slider pass tokens; sealing seals the site
 * values handed out encrypted (modules/site/sealed-values.ts). Each comes from the environment
 * (SITE_HMAC_SECRET, SITE_SEALING_KEY: 64 hex characters) or is generated once into
 * <data folder>/secrets.json (mode 0600). Several api instances on one database share them
 * through the environment.
 */
export interface Secrets {
  hmac: string;
  sealing: string;
}

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
const fileSchema = z.object({ hmac: hex64, sealing: hex64 });
const fresh = () => randomBytes(32).toString('hex');

export const SECRET_ENV = { hmac: 'SITE_HMAC_SECRET', sealing: 'SITE_SEALING_KEY' } as const;

function fromEnv(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const v = env[name];
  if (v === undefined || v === '') return undefined;
  if (!hex64.safeParse(v).success) throw new Error(`${name} must be 64 hex characters`);
  return v;
}

/** dataDir null: generated for this process only (tests). */
export function loadSecrets(dataDir: string | null, env: NodeJS.ProcessEnv = process.env): Secrets {
  let stored: Secrets | null = null;
  const file = dataDir === null ? null : path.join(dataDir, 'secrets.json');
  if (file && fs.existsSync(file)) {
    const parsed = fileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file} is not a secrets file: delete it to generate a new one`);
    stored = parsed.data;
  }
  const hmacEnv = fromEnv(env, SECRET_ENV.hmac);
  const sealingEnv = fromEnv(env, SECRET_ENV.sealing);
  if (!stored && file && (!hmacEnv || !sealingEnv)) {
    stored = { hmac: fresh(), sealing: fresh() };
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return { hmac: hmacEnv ?? stored?.hmac ?? fresh(), sealing: sealingEnv ?? stored?.sealing ?? fresh() };
}
