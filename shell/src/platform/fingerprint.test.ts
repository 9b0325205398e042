/** @jest-environment jsdom */
import { StorageKey } from '@site/shared';
import { fingerprintFrom, storedRandomId, type FingerprintSources } from './fingerprint';

beforeEach(() => localStorage.clear());

const base = (over: Partial<FingerprintSources> = {}): FingerprintSources => ({
  host: 'site.example',
  userAgent: 'Mozilla/5.0 Chrome/120',
  language: 'zh-CN',
  screen: '1920x1080x24@1',
  timezone: 'Asia/Shanghai-480',
  graphics: () => 'data:image/png;base64,AAAA#ANGLE~Mesa',
  storedRandomId,
  ...over,
});

describe('device fingerprint', () => {
  it('is a stable md5 of browser, screen and graphics', () => {
    const a = fingerprintFrom(() => base());
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(fingerprintFrom(() => base())).toBe(a);
  });
  it('changes with the characteristics', () => {
    const a = fingerprintFrom(() => base());
    expect(fingerprintFrom(() => base({ screen: '1366x768x24@1' }))).not.toBe(a);
    expect(fingerprintFrom(() => base({ graphics: () => 'other-render' }))).not.toBe(a);
  });
  it('is a random id kept in storage when graphics is unavailable', () => {
    const first = fingerprintFrom(() => base({ graphics: () => null }));
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem(StorageKey.deviceId)).toBe(first);
    expect(fingerprintFrom(() => base({ graphics: () => null }))).toBe(first);
  });
  it('replaces a corrupt stored random id', () => {
    localStorage.setItem(StorageKey.deviceId, 'bad id');
    const id = fingerprintFrom(() => base({ graphics: () => null }));
    expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
  it('falls back to host-fperr-hash on failure', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const id = fingerprintFrom(() =>
      base({
        graphics: () => {
          throw new Error('boom');
        },
      }),
    );
    expect(id).toMatch(/^site\.example-fperr-[0-9a-f]{32}$/);
  });
  it('falls back even when the sources themselves fail', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(
      fingerprintFrom(() => {
        throw new Error('no navigator');
      }),
    ).toMatch(/^localhost-fperr-[0-9a-f]{32}$/);
  });

  it('warmed ahead one costly part per task, it is the value computed on first use', async () => {
    // A browser with graphics: a fixed canvas render and WebGL answers (jsdom has neither).
    const ctx2d = { fillRect() {}, fillText() {}, beginPath() {}, arc() {}, fill() {} };
    const gl = { VENDOR: 1, RENDERER: 2, VERSION: 3, getExtension: () => null, getParameter: (p: number) => `gl-${p}` };
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(((type: string) => (type === '2d' ? ctx2d : gl)) as never);
    jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,QUJDRA==');
    let warmed = '';
    let pauses = 0;
    await jest.isolateModulesAsync(async () => {
      const m = await import('./fingerprint');
      await m.warmDeviceFingerprint(async () => {
        pauses += 1;
      });
      warmed = m.deviceFingerprint();
    });
    let direct = '';
    await jest.isolateModulesAsync(async () => {
      direct = (await import('./fingerprint')).deviceFingerprint();
    });
    expect(pauses).toBe(3);
    expect(warmed).toMatch(/^[0-9a-f]{32}$/);
    expect(warmed).toBe(direct);
    // Made of the graphics, not the stored random id.
    expect(localStorage.getItem(StorageKey.deviceId)).toBeNull();
    jest.restoreAllMocks();
  });
});
