import { DEPOSIT_PATHS } from '@site/shared';

/**
 * Whether a link to `path` is shown: with the site deposit flag off (flags.siteDeposit === false)
 * the deposit pages are not found, so nothing links to them. Before preInfo answers (undefined)
 * the links are shown, like the guard that lets the pages through.
 */
export function shownWithDepositFlag(path: string, siteDeposit: boolean | undefined): boolean {
  if (siteDeposit !== false) return true;
  const clean = path.replace(/\/+$/, '') || '/';
  return !(DEPOSIT_PATHS as readonly string[]).includes(clean);
}
