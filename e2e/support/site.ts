import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';

export const REPO = path.resolve(__dirname, '../..');
export const E2E_DATA_DIR = process.env.DATA_DIR ?? path.join(REPO, '.data', 'e2e');

/** Runs a team/ops command (site-ops) against the e2e data dir, as a team or ops would. */
export function siteOps(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(REPO, 'ops/bin/site-ops.mjs'), ...args], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    encoding: 'utf8',
  });
}

/** Collects page errors so a journey can assert none happened. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
