import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { activate, deploy, revisionOf } from './registry-logic';
import { commit, readJournal, readRegistry } from './registry-store';
import { historyLines } from './journal-logic';

const v = (version: string) => ({ version, manifest: `/cdn/x/${version}/mf-manifest.json`, integrity: 'sha384-e', manifestIntegrity: 'sha384-m' });

describe('registry store: compare-and-swap writes and the journal', () => {
  let dir = '';
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-registry-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes revision after revision and journals each change with actor and trigger', () => {
    commit((reg) => deploy(reg, 'mf_help', v('a')), { dir, actor: 'ana' });
    const done = commit((reg) => deploy(reg, 'mf_help', v('b')), { dir, actor: 'bo', trigger: 'canary' });
    expect(done.entry).toMatchObject({ revision: 2, actor: 'bo', trigger: 'canary', from: 'a', to: 'b', retries: 0 });
    expect(revisionOf(readRegistry(dir))).toBe(2);
    expect(readJournal(dir).map((e) => [e.revision, e.actor, e.to])).toEqual([
      [1, 'ana', 'a'],
      [2, 'bo', 'b'],
    ]);
    expect(fs.existsSync(path.join(dir, 'registry.json.lock'))).toBe(false);
  });

  it('two deploys planned on the same revision: the first wins, the second is told to retry and redoes it on the new revision, nothing lost', () => {
    commit((reg) => deploy(reg, 'mf_help', v('a')), { dir, actor: 'setup' });
    const plannedOn = readRegistry(dir);
    const first = commit((reg) => deploy(reg, 'mf_help', v('b')), { dir, actor: 'first', base: plannedOn });
    const retried: Array<[number, number]> = [];
    const second = commit((reg) => deploy(reg, 'mf_auth', v('x')), {
      dir,
      actor: 'second',
      base: plannedOn,
      onRetry: (expected, actual) => retried.push([expected, actual]),
    });
    expect(retried).toEqual([[1, 2]]);
    expect(first.entry).toMatchObject({ revision: 2, retries: 0 });
    expect(second.entry).toMatchObject({ revision: 3, retries: 1 });
    const reg = readRegistry(dir);
    expect(reg.remotes.mf_help!.active).toBe('b');
    expect(reg.remotes.mf_auth!.active).toBe('x');
    expect(readJournal(dir).map((e) => e.actor)).toEqual(['setup', 'first', 'second']);
  });

  it('a change refused on the newer revision is not written and not journaled', () => {
    commit((reg) => deploy(reg, 'mf_help', v('a')), { dir, actor: 'setup' });
    const stale = readRegistry(dir);
    commit((reg) => deploy(reg, 'mf_help', v('b')), { dir, actor: 'first' });
    expect(() =>
      commit(
        (reg) => {
          if (reg.remotes.mf_help!.active !== 'a') throw new Error('mf_help moved on');
          return deploy(reg, 'mf_help', v('c'));
        },
        { dir, actor: 'second', base: stale },
      ),
    ).toThrow('mf_help moved on');
    expect(readJournal(dir)).toHaveLength(2);
    expect(revisionOf(readRegistry(dir))).toBe(2);
  });

  it('gives up after the registry keeps changing under the write', () => {
    let n = 0;
    expect(() =>
      commit(
        (reg) => {
          // Another writer lands between every read and write.
          fs.writeFileSync(path.join(dir, 'registry.json'), JSON.stringify({ ...reg, revision: revisionOf(reg) + 1 }));
          n += 1;
          return { registry: activate(reg, 'mf_help', v('a')), note: { remote: 'mf_help', action: 'deploy', from: null, to: 'a', reason: 'deploy' } };
        },
        { dir, actor: 'x' },
      ),
    ).toThrow('kept changing');
    expect(n).toBe(5);
    expect(readJournal(dir)).toEqual([]);
  });

  it('history prints a remote’s changes in revision order with the retries', () => {
    commit((reg) => deploy(reg, 'mf_help', v('a')), { dir, actor: 'ana' });
    const stale = readRegistry(dir);
    commit((reg) => deploy(reg, 'mf_auth', v('x')), { dir, actor: 'bo' });
    commit((reg) => deploy(reg, 'mf_help', v('b')), { dir, actor: 'cy', base: stale });
    const lines = historyLines(readJournal(dir), 'mf_help');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^r1 .* deploy\s+- → a {2}by ana \(manual\) {2}deploy$/);
    expect(lines[1]).toMatch(/^r3 .* deploy\s+a → b {2}by cy \(manual\) {2}deploy {2}\(retried 1×\)$/);
    expect(historyLines(readJournal(dir), 'mf_sports')).toEqual(['mf-sports: no change recorded']);
  });
});
