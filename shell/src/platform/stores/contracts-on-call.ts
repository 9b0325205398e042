/**
 * The shell's call contracts (store-contracts.ts), evaluated at the first call that needs them. Eager: they are
 * in the shell's first files already (no request), only their evaluation waits.
 */
export const storeContracts = () => import(/* webpackMode: "eager" */ './store-contracts');
