// The remote-side kit (parcel lifecycles, the not-open panel): only remotes import it, so pages
// without a remote never download single-spa-react.
export * from './remote-parcel';
export * from './NotOpenYet';
