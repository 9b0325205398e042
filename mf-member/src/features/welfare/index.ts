// The welfare feature's public entry: what the other features of mf-member may use.
export { claimInFlight, claimReducer, initialClaim } from './claim-flow';
