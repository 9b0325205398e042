import { isRemoteName, remoteFolder } from '@site/shared/remotes';

/**
 * A remote as ops name it in what they type and what they read: its folder (mf-help), never the
 * registry's federation name (mf_help). A name of no known remote (the shell, a remote deployed from
 * a copy under another name) is shown as it is.
 */
export function remoteLabel(name: string): string {
  return isRemoteName(name) ? remoteFolder(name) : name;
}
