// The platform kit (one instance on the page, semver-versioned): what the shell and every
// remote must share at run time. The parcel lifecycles are in '@site/kit/parcel' so pages
// without a remote never download single-spa-react.
export * from './kit-marker';
export * from './exposed-modules';
export * from './dialogs/dialog-table';
export * from './dialogs/dialog-inbox';
export * from './dialogs/use-dialog-inbox';
export * from './render-errors';
