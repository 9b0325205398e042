export * from './use-t';
export * from './remote-parcel';
