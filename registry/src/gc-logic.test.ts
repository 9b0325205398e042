import fc from 'fast-check';
import type { Registry, RegistryEntry } from '@site/shared/registry';
import { gcChange, gcSelection, referencedFolders, type PublishedVersion } from './gc-logic';
import { canary, deploy, emptyRegistry, rollbackChange } from './registry-logic';

const DAY = 86_400_000;
const NOW = Date.parse('2026-03-01T00:00:00.000Z');
const ref = (folder: string, version: string) => ({
  version,
  manifest: `/cdn/${folder}/${version}/mf-manifest.json`,
  integrity: `sha384-e${version}`,
  manifestIntegrity: `sha384-m${version}`,
});
const published = (folder: string, version: string, daysAgo: number): PublishedVersion => ({ folder, version, publishedAt: NOW - daysAgo * DAY });

/** mf-help: a, b, c, d deployed in turn, rolled back from d to c (d no target any more), e a canary; f never deployed. */
function helpRegistry(): Registry {
  let reg = emptyRegistry(new Date(NOW));
  for (const v of ['a', 'b', 'c', 'd']) reg = deploy(reg, 'mf_help', ref('mf-help', v)).registry;
  reg = rollbackChange(reg, 'mf_help').registry;
  return canary(reg, 'mf_help', ref('mf-help', 'e'), 10, 'salt').registry;
}

describe('gc: which published versions nothing refers to', () => {
  it('keeps the active version, every rollback target and the canary; removes the rest older than N days, oldest first', () => {
    const reg = helpRegistry();
    expect([...referencedFolders(reg)].sort()).toEqual(['mf-help/a', 'mf-help/b', 'mf-help/c', 'mf-help/e']);
    const cdn = ['a', 'b', 'c', 'd', 'e', 'f'].map((v, i) => published('mf-help', v, 40 - i));
    expect(gcSelection(reg, cdn, 30, NOW).map((p) => p.version)).toEqual(['d', 'f']);
    // f was published 35 days ago: kept with --keep-days 36.
    expect(gcSelection(reg, cdn, 36, NOW).map((p) => p.version)).toEqual(['d']);
    expect(gcSelection(reg, [published('mf-sports', 'a', 100)], 30, NOW).map((p) => p.folder)).toEqual(['mf-sports']);
  });

  it('the change drops the removed versions from available and journals them as gc', () => {
    const reg = helpRegistry();
    const change = gcChange(reg, 'mf-help', ['d', 'f'], 'hygiene', new Date(NOW));
    expect(change.registry.remotes.mf_help!.available).toEqual(['a', 'b', 'c', 'e']);
    expect(change.note).toEqual({ remote: 'mf_help', action: 'gc', from: 'd, f', to: null, reason: 'hygiene' });
    expect(gcChange(reg, 'mf-sports', ['x'], 'hygiene').note.remote).toBe('mf-sports');
  });

  describe('properties', () => {
    const versions = ['v1', 'v2', 'v3', 'v4', 'v5', 'v6'];
    const folders = ['mf-help', 'mf-sports'];
    const entry = (folder: string, active: string, previous: string[], candidate: string | undefined): RegistryEntry => ({
      name: folder.replace('-', '_'),
      ...ref(folder, active),
      active,
      previous: previous.map((v) => ref(folder, v)),
      available: versions,
      activatedAt: new Date(NOW).toISOString(),
      candidate: candidate ? { ...ref(folder, candidate), percent: 10, salt: 's', since: '' } : undefined,
    });
    const entryArb = (folder: string) =>
      fc
        .record({
          active: fc.constantFrom(...versions),
          previous: fc.subarray(versions),
          candidate: fc.option(fc.constantFrom(...versions), { nil: undefined }),
        })
        .map((e) => entry(folder, e.active, e.previous, e.candidate));
    const registryArb = fc
      .tuple(entryArb('mf-help'), fc.option(entryArb('mf-sports'), { nil: undefined }))
      .map(([help, sports]): Registry => ({ revision: 1, updatedAt: '', remotes: { mf_help: help, ...(sports ? { mf_sports: sports } : {}) } }));
    const cdnArb = fc.uniqueArray(
      fc.record({ folder: fc.constantFrom(...folders), version: fc.constantFrom(...versions), daysAgo: fc.integer({ min: 0, max: 60 }) }),
      {
        selector: (p) => `${p.folder}/${p.version}`,
      },
    );

    it('never selects an active, previous or canary version, nor one newer than N days; selects every other', () => {
      fc.assert(
        fc.property(registryArb, cdnArb, fc.integer({ min: 0, max: 60 }), (reg, cdn, keepDays) => {
          const listing = cdn.map((p) => published(p.folder, p.version, p.daysAgo));
          const chosen = gcSelection(reg, listing, keepDays, NOW);
          const kept = new Set(
            Object.values(reg.remotes).flatMap((e) => {
              const folder = e.manifest.split('/')[2];
              return [e.active, ...e.previous.map((p) => p.version), ...(e.candidate ? [e.candidate.version] : [])].map((v) => `${folder}/${v}`);
            }),
          );
          for (const p of chosen) {
            expect(kept.has(`${p.folder}/${p.version}`)).toBe(false);
            expect(p.publishedAt).toBeLessThanOrEqual(NOW - keepDays * DAY);
          }
          const expected = listing.filter((p) => !kept.has(`${p.folder}/${p.version}`) && p.publishedAt <= NOW - keepDays * DAY);
          expect(chosen).toHaveLength(expected.length);
        }),
      );
    });
  });
});
