// The new-device feature's public entry: what the rest of mf-auth's features may use.
export { NewDevice } from './NewDevice';
