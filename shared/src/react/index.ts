export * from './use-t';
export * from './remote-parcel';
export * from './NotOpenYet';
