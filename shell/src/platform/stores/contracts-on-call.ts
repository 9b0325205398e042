/**
 * The shell's call contracts (store-contracts.ts), loaded and evaluated at the first call that needs them. Each of
 * those calls is signed and sent with axios, so they come in axios's chunk (one request, asked for early on a
 * member's first page: index.ts); a guest's page that makes none (home) never downloads them.
 */
export const storeContracts = () => import(/* webpackChunkName: "axios", webpackFetchPriority: "high" */ './store-contracts');
