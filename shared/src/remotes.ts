/**
 * The site's remotes: the one list every other list of them derives from (the routes' owners, the ops
 * verbs' folder names, the i18n catalogs, the health page's labels). A remote has two spellings: its
 * module-federation name (mf_help), which the registry, the shell and the manifests use, and its folder
 * (mf-help), which is also its package name and what ops type.
 */
export const REMOTES = ['mf_auth', 'mf_sports', 'mf_casino', 'mf_member', 'mf_activity', 'mf_help'] as const;
export type RemoteName = (typeof REMOTES)[number];

/** A remote's folder: its federation name with `-` for `_`. */
type FolderOf<N extends string> = N extends `${infer A}_${infer B}` ? `${A}-${FolderOf<B>}` : N;
export type RemoteFolder = FolderOf<RemoteName>;

/** Folder / package name of a remote: mf_help → mf-help. */
export const remoteFolder = (name: RemoteName): RemoteFolder => name.replace(/_/g, '-') as RemoteFolder;

/** The remotes' folders, in the order of REMOTES. */
export const REMOTE_FOLDERS: readonly RemoteFolder[] = REMOTES.map(remoteFolder);

export function isRemoteFolder(x: string): x is RemoteFolder {
  return (REMOTE_FOLDERS as readonly string[]).includes(x);
}

export function isRemoteName(x: string): x is RemoteName {
  return (REMOTES as readonly string[]).includes(x);
}

/** Federation name of a remote's folder: mf-help → mf_help. */
export const remoteNameOf = (folder: RemoteFolder): RemoteName => REMOTES[REMOTE_FOLDERS.indexOf(folder)]!;
