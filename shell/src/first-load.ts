import { firstLoadHintOn, type FirstLoadHintId } from '@site/shared/first-load-plan';

/**
 * Whether the shell applies a hint of the first-load plan (shared/src/first-load-plan.ts): every hint, unless this
 * build was made without it (FIRST_LOAD_WITHOUT, for a measurement: ops/webpack/create-config.cjs defines it).
 */
export function hintOn(id: FirstLoadHintId): boolean {
  return firstLoadHintOn(id, typeof __FIRST_LOAD_WITHOUT__ === 'string' ? __FIRST_LOAD_WITHOUT__ : '');
}
