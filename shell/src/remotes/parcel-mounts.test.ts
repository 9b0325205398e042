/** @jest-environment jsdom */
import { ParcelMounts } from './parcel-mounts';

jest.mock('./ParcelMount', () => ({
  __esModule: true,
  default: function ParcelMount() {
    return null;
  },
}));

describe('ParcelMounts (the parcel mount, rendered at once once it has come)', () => {
  it('is not there before it has come, then is, from one load however often asked', async () => {
    const mounts = new ParcelMounts();
    expect(mounts.loaded()).toBeUndefined();
    const first = mounts.load();
    expect(mounts.load()).toBe(first);
    const Mount = await first;
    expect(Mount.name).toBe('ParcelMount');
    expect(mounts.loaded()).toBe(Mount);
  });
});
