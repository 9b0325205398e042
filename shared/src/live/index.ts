export * from './msg-ids';
export * from './limits';
export * from './close-codes';
export * from './topics';
export * from './frames';
export * from './socket-service';
