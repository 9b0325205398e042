export * from './remote-parcel';
