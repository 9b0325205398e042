import { REMOTE_FOLDERS, remoteNameOf } from '@site/shared';
import { federationOf } from './remote-folders';

describe("the remotes' builds", () => {
  it.each(REMOTE_FOLDERS)("builds %s under the federation name of shared's list of remotes", (folder) => {
    expect(federationOf(folder).name).toBe(remoteNameOf(folder));
  });
});
