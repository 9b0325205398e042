export * from './site';
export * from './user';
export * from './funds';
export * from './letter';
export * from './games';
export * from './venues';
export * from './records';
export * from './provider';
