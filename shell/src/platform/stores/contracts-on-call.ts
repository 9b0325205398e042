/**
 * The shell's call contracts (store-contracts.ts), loaded and evaluated at the first call that needs them: a chunk
 * of their own, which a guest's page that makes none of these calls (home) never downloads. A member's first page
 * asks for it at its start, beside axios (index.ts).
 */
export const storeContracts = () => import(/* webpackChunkName: "store-contracts", webpackFetchPriority: "high" */ './store-contracts');
