/** @jest-environment jsdom */
import { hideNoBalance } from '@site/shared';
import { createPlatform } from './create-platform';

describe('the shell gives each remote its own storage namespace', () => {
  it('forRemote: the same platform services, a storage of that remote, one object per remote', () => {
    localStorage.clear();
    const platform = createPlatform(() => () => null);
    const casino = platform.forRemote('mf_casino');
    const member = platform.forRemote('mf_member');
    expect(casino.storage.namespace).toBe('mf_casino');
    expect(member.storage.namespace).toBe('mf_member');
    expect(platform.forRemote('mf_casino')).toBe(casino);
    expect(casino.http).toBe(platform.http);
    expect(casino.bus).toBe(platform.bus);
    expect(casino.stores).toBe(platform.stores);
    casino.storage.set(hideNoBalance, 1);
    expect(member.storage.get(hideNoBalance)).toBe(0);
    expect(casino.storage.get(hideNoBalance)).toBe(1);
  });
});
