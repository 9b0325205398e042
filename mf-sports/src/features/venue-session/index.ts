// The venue-session feature's public entry: what the other features of mf-sports may use.
export { useVenueUid } from './use-venue-uid';
