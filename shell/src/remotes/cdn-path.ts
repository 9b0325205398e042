/** A CDN file's path, the key the registry's integrity and the kept manifests go by (an absolute URL or a path). */
export const pathOf = (url: string): string => new URL(url, window.location.href).pathname;

/** A remote's manifest file (the runtime fetches it; a remote entry is a script). */
export const isManifestPath = (path: string): boolean => /\/mf-manifest\.json$/.test(path);
