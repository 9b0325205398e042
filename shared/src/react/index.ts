// What the shell and remotes both use: small, loaded with the shell.
export * from './use-t';
export * from './platform-context';
export * from './use-sub-page';
