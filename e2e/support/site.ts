import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { registrySchema, type Registry } from '../../shared/src/registry';
import { buildCache, REPO, workerDataDir } from './site-server';

export { REPO };

/** The ops token scripts/e2e-server.mjs gives the api (OPS_TOKEN). */
export const E2E_OPS_TOKEN = process.env.OPS_TOKEN ?? 'e2e-ops-token-0123456789';

/** The data folder of this worker's site (set by the site fixture, support/test.ts). */
export const e2eDataDir = (): string => process.env.DATA_DIR ?? workerDataDir(0);

/** Runs a team/ops command (site-ops) against this worker's data folder, as a team or ops would. */
export function siteOps(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(REPO, 'ops/bin/site-ops.mjs'), ...args], {
    env: { ...process.env, DATA_DIR: e2eDataDir(), BUILD_CACHE_DIR: buildCache() },
    encoding: 'utf8',
  });
}

/**
 * This worker's registry as the ops commands and the api wrote it (each write is a rename, so a read sees one whole
 * revision): what `site-ops status --json` prints, read without starting the CLI, which costs about 0.9 CPU-s a start.
 * A journey reads the state through this and runs the CLI for what it checks of the CLI.
 */
export function registryNow(): Registry {
  return registrySchema.parse(JSON.parse(fs.readFileSync(path.join(e2eDataDir(), 'registry.json'), 'utf8')));
}

/**
 * One pass of the api's automatic demotion now (POST /dev/ops/demotion-pass): the e2e server runs none on a timer, so
 * a journey never waits for one. Answers the changes it made, as the journal words them.
 */
export async function demotionPass(request: APIRequestContext): Promise<string[]> {
  const body = (await (await request.post('/dev/ops/demotion-pass')).json()) as { code: number; message: string; data: { done: string[] } };
  expect(body.code, body.message).toBe(6000);
  return body.data.done;
}

/**
 * One pass of the api's rollout judge (POST /dev/ops/rollout-pass), as if `afterMs` had passed: the e2e server runs
 * none on a timer, so a journey never waits for a stage to bake. Answers the changes it made, as the journal words them.
 */
export async function rolloutPass(request: APIRequestContext, afterMs = 0): Promise<string[]> {
  const body = (await (await request.post('/dev/ops/rollout-pass', { data: { afterMs } })).json()) as {
    code: number;
    message: string;
    data: { done: string[]; failed: string[] };
  };
  expect(body.code, body.message).toBe(6000);
  expect(body.data.failed, 'verdicts the pass could not write').toEqual([]);
  return body.data.done;
}

/** Collects page errors so a journey can assert none happened. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
