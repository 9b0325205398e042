// Remote-side UI bundled into each remote that uses it (the parcel lifecycles are in @site/kit/parcel).
export * from './NotOpenYet';
export * from './remote-catalogs';
