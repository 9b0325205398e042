import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

type ShotOptions = Parameters<Page['screenshot']>[0];

/**
 * A screenshot for a person to look at, written only when asked: SHOTS=<folder> (a failed journey's own screenshot
 * and trace are Playwright's, under .data/e2e-results). No run writes pictures to a fixed folder by itself.
 */
export async function shot(target: Page | Locator, name: string, options: Omit<NonNullable<ShotOptions>, 'path'> = {}): Promise<void> {
  const folder = process.env.SHOTS;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  await target.screenshot({ ...options, path: path.join(folder, `${name}.png`) });
}
