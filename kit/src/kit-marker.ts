import kitPackage from '../package.json';

/** The kit version this bundle carries (semver, from kit/package.json). */
export const KIT_VERSION: string = kitPackage.version;

/** A module-level marker: one object per loaded copy of the kit (the e2e singleton probe compares it). */
export const KIT_MARKER: { readonly id: string; readonly version: string } = { id: '@site/kit', version: KIT_VERSION };
