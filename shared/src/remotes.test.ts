import { isRemoteFolder, isRemoteName, REMOTE_FOLDERS, REMOTES, remoteFolder, remoteNameOf } from './remotes';

describe('the list of remotes', () => {
  it('spells each remote as its folder, the federation name with - for _', () => {
    expect(REMOTE_FOLDERS).toEqual(['mf-auth', 'mf-sports', 'mf-casino', 'mf-member', 'mf-activity', 'mf-help']);
    for (const name of REMOTES) expect(remoteNameOf(remoteFolder(name))).toBe(name);
  });

  it('knows its own names and folders only', () => {
    expect(isRemoteFolder('mf-help')).toBe(true);
    expect(isRemoteFolder('mf_help')).toBe(false);
    expect(isRemoteFolder('shell')).toBe(false);
    expect(isRemoteName('mf_help')).toBe(true);
    expect(isRemoteName('mf-help')).toBe(false);
    expect(isRemoteName('mf_elsewhere')).toBe(false);
  });
});
