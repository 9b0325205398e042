import { REMOTE_FOLDERS, federationOf } from './remote-folders';
import { remoteLabel } from './remote-label';

describe('remote labels', () => {
  it("shows each remote's federation name as its folder", () => {
    for (const folder of REMOTE_FOLDERS) expect(remoteLabel(federationOf(folder).name)).toBe(folder);
  });

  it('shows the shell and unknown names as they are', () => {
    expect(remoteLabel('shell')).toBe('shell');
    expect(remoteLabel('mf_elsewhere')).toBe('mf_elsewhere');
  });
});
