// What bootstrap needs to load remotes and report on them, in one module it loads with an eager import()
// in a task of its own (see bootstrap.tsx).
export { RemoteLoader } from './remote-loader';
export { browserSession, SessionBreaker } from './circuit-breaker';
export { browserPreloadEnv, RemotePreloader } from './preload';
export { remoteOfPath } from '@site/shared';
export { createShellHost, LazyFederationHost } from './federation-host';
export { browserBeacon, TelemetryBeacon } from '../telemetry/beacon';
export { ParcelMounts } from './parcel-mounts';
