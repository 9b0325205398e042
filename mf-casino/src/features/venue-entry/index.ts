// The venue-entry feature's public entry: what the other features of mf-casino may use.
export { gameFrameEntry, slotLaunchDocument } from './launch-values';
