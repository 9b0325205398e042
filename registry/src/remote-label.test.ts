import { REMOTES } from '@site/shared/remotes';
import { remoteLabel } from './remote-label';

describe('remote labels', () => {
  it("shows each remote's federation name as its folder", () => {
    expect(REMOTES.map(remoteLabel)).toEqual(['mf-auth', 'mf-sports', 'mf-casino', 'mf-member', 'mf-activity', 'mf-help']);
  });

  it('shows the shell and unknown names as they are', () => {
    expect(remoteLabel('shell')).toBe('shell');
    expect(remoteLabel('mf_elsewhere')).toBe('mf_elsewhere');
  });
});
