import fc from 'fast-check';
import { decideFunding, opensTable } from './venue-funding';

describe('the funding step of a venue entry (spec §4 Venue entry, §7 auto transfer)', () => {
  it('a venue that holds money opens as launched, whatever the switch and the centre', () => {
    expect(decideFunding({ venueFen: 1, centerFen: 0, autoTransfer: false })).toEqual({ kind: 'open' });
    expect(decideFunding({ venueFen: 5050, centerFen: 100000, autoTransfer: true })).toEqual({ kind: 'open' });
  });

  it('¥0 in the venue with auto-transfer off offers the transfer-in dialog', () => {
    expect(decideFunding({ venueFen: 0, centerFen: 100000, autoTransfer: false })).toEqual({ kind: 'offer-transfer', centerFen: 100000 });
  });

  it('¥0 in the venue with auto-transfer on moves the whole centre balance in', () => {
    expect(decideFunding({ venueFen: 0, centerFen: 888888, autoTransfer: true })).toEqual({ kind: 'auto-transfer', fen: 888888 });
  });

  it('¥0 in the venue and ¥0 in the centre: nothing to move, with the switch on or off', () => {
    expect(decideFunding({ venueFen: 0, centerFen: 0, autoTransfer: false })).toEqual({ kind: 'nothing-to-move' });
    expect(decideFunding({ venueFen: 0, centerFen: 0, autoTransfer: true })).toEqual({ kind: 'nothing-to-move' });
  });

  it('a ¥0 venue never opens directly while the centre holds money', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), fc.boolean(), (centerFen, autoTransfer) => {
        const decision = decideFunding({ venueFen: 0, centerFen, autoTransfer });
        expect(decision.kind).toBe(autoTransfer ? 'auto-transfer' : 'offer-transfer');
      }),
    );
  });

  it('tables on the venue wallet go through it; the local sport page, prompts and toasts do not', () => {
    expect(opensTable({ kind: 'frame', enName: 'AGZR', title: 'AG真人', url: 'https://x.test' })).toBe(true);
    expect(opensTable({ kind: 'new-window', url: 'https://x.test' })).toBe(true);
    expect(opensTable({ kind: 'slot-frame', route: 'dzGame', enName: 'MGDZ', title: 'MG电子', document: '<p>' })).toBe(true);
    expect(opensTable({ kind: 'local-sport', enName: 'crty', session: { url: '/s', balance: 0, appInfo: {} } as never })).toBe(false);
    expect(opensTable({ kind: 'toast', message: 'x' })).toBe(false);
    expect(opensTable({ kind: 'login-required' })).toBe(false);
  });
});
