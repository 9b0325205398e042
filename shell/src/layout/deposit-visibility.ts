// The rule has one owner in shared (routes.ts, beside DEPOSIT_PATHS): the member centre's tabs read it too.
export { shownWithDepositFlag } from '@site/shared';
