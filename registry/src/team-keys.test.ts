import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { REMOTE_FOLDERS, REMOTES } from '@site/shared/remotes';
import {
  actorOf,
  changeRefusal,
  emptyTeamKeys,
  hashToken,
  issueTeamKey,
  mayChange,
  opsOnlyRefusal,
  parseTeamRemotes,
  principalOfToken,
  revokeTeamKeys,
  teamKeyLines,
  teamNameRefusal,
  tokenRefusalText,
  TEAM_KEY_PREFIX,
  type Principal,
} from './team-keys';
import { commitTeamKeys, readTeamKeys, teamKeysFile } from './team-key-store';

const NOW = new Date('2026-03-01T00:00:00.000Z');
const OPS = 'ops-token-0123456789abcdef';
const later = (days: number) => new Date(NOW.getTime() + days * 86_400_000);
const sports = () => issueTeamKey(emptyTeamKeys(), { team: 'sports', remotes: ['mf-sports', 'mf-casino'], days: 30, by: 'ops', now: NOW });

describe('team keys', () => {
  it('issues a token of 32 random bytes shown once, keeping only its sha256', () => {
    const { token, key, keys } = sports();
    expect(token.startsWith(TEAM_KEY_PREFIX)).toBe(true);
    expect(Buffer.from(token.slice(TEAM_KEY_PREFIX.length), 'base64url')).toHaveLength(32);
    expect(key).toMatchObject({
      team: 'sports',
      remotes: ['mf-sports', 'mf-casino'],
      hash: hashToken(token),
      issuedBy: 'ops',
      expiresAt: '2026-03-31T00:00:00.000Z',
    });
    expect(key.id).toBe(key.hash.slice(0, 12));
    expect(JSON.stringify(keys)).not.toContain(token);
    expect(JSON.stringify(keys)).not.toContain(token.slice(TEAM_KEY_PREFIX.length));
    // Two issues never draw the same token.
    expect(sports().token).not.toBe(token);
  });

  it('expires in 90 days when no --days is given', () => {
    const { key } = issueTeamKey(emptyTeamKeys(), { team: 'casino', remotes: ['mf-casino'], by: 'ops', now: NOW });
    expect(key.expiresAt).toBe('2026-05-30T00:00:00.000Z');
  });

  it('refuses a bad team name, ops, no remote or an unknown one', () => {
    expect(teamNameRefusal('sports-2')).toBeNull();
    expect(teamNameRefusal('Sports')).toMatch(/lower-case/);
    expect(teamNameRefusal('a')).toMatch(/2-32/);
    expect(teamNameRefusal('ops')).toMatch(/shared ops token/);
    expect(() => issueTeamKey(emptyTeamKeys(), { team: 'ops', remotes: ['mf-help'], by: 'ops', now: NOW })).toThrow(/shared ops token/);
    expect(() => issueTeamKey(emptyTeamKeys(), { team: 'help', remotes: [], by: 'ops', now: NOW })).toThrow(/at least one remote/);
    expect(parseTeamRemotes('mf-sports, mf-casino,mf-sports')).toEqual({ ok: true, remotes: ['mf-sports', 'mf-casino'] });
    expect(parseTeamRemotes('mf_sports')).toMatchObject({ ok: false, message: expect.stringContaining('unknown remote "mf_sports"') });
  });

  it('verifies a live key as its team, the ops token as ops; anything else is refused', () => {
    const { token, keys } = sports();
    const team = principalOfToken(token, { opsToken: OPS, keys, now: later(1) });
    expect(team).toEqual({ ok: true, principal: { kind: 'team', team: 'sports', remotes: ['mf-sports', 'mf-casino'], keyId: keys.keys[0]!.id } });
    expect(principalOfToken(OPS, { opsToken: OPS, keys, now: NOW })).toEqual({ ok: true, principal: { kind: 'ops' } });
    const unknown = principalOfToken(`${token}x`, { opsToken: OPS, keys, now: NOW });
    expect(unknown).toEqual({ ok: false, refusal: { kind: 'unknown' } });
    // No ops token configured: nothing is ops.
    expect(principalOfToken(OPS, { opsToken: null, keys, now: NOW })).toEqual({ ok: false, refusal: { kind: 'unknown' } });
    expect(tokenRefusalText({ kind: 'unknown' })).toBe('the token is neither the ops token nor a team key');
  });

  it('refuses a key once it expired', () => {
    const { token, keys, key } = sports();
    expect(principalOfToken(token, { opsToken: null, keys, now: later(29.9) }).ok).toBe(true);
    const expired = principalOfToken(token, { opsToken: null, keys, now: later(30) });
    expect(expired).toEqual({ ok: false, refusal: { kind: 'expired', key } });
    if (!expired.ok)
      expect(tokenRefusalText(expired.refusal)).toBe(`the team key ${key.id} of sports expired at 2026-03-31T00:00:00.000Z: ask ops for a new one`);
  });

  it('revokes every live key of a team (and only that team), and a revoked key is refused', () => {
    const first = sports();
    const second = issueTeamKey(first.keys, { team: 'sports', remotes: ['mf-sports'], by: 'ops', now: NOW });
    const casino = issueTeamKey(second.keys, { team: 'casino', remotes: ['mf-casino'], by: 'ops', now: NOW });
    const { keys, revoked } = revokeTeamKeys(casino.keys, 'sports', 'ana', later(2));
    expect(revoked.map((k) => k.id)).toEqual([first.key.id, second.key.id]);
    for (const t of [first.token, second.token]) {
      const r = principalOfToken(t, { opsToken: null, keys, now: later(3) });
      expect(r).toMatchObject({ ok: false, refusal: { kind: 'revoked' } });
      if (!r.ok) expect(tokenRefusalText(r.refusal)).toMatch(/^the team key \w{12} of sports was revoked at 2026-03-03T00:00:00.000Z: ask ops for a new one$/);
    }
    expect(principalOfToken(casino.token, { opsToken: null, keys, now: later(3) }).ok).toBe(true);
    expect(() => revokeTeamKeys(keys, 'sports', 'ana', later(3))).toThrow('team sports has no key to revoke');
    expect(teamKeyLines(keys, later(3))[0]).toMatch(/^casino\s+\w{12} {2}mf-casino {2}issued 2026-03-01T00:00:00.000Z by ops {2}live until 2026-05-30/);
    expect(teamKeyLines(keys, later(3))[2]).toMatch(/revoked 2026-03-03T00:00:00.000Z by ana$/);
  });

  describe('mayChange: the one rule of who changes which remote', () => {
    const team: Principal = { kind: 'team', team: 'sports', remotes: ['mf-sports', 'mf-casino'], keyId: 'k' };

    it('a team changes its remotes (by folder or federation name), never another team’s or the shell', () => {
      expect(mayChange(team, 'mf-sports')).toBe(true);
      expect(mayChange(team, 'mf_casino')).toBe(true);
      expect(mayChange(team, 'mf-help')).toBe(false);
      expect(mayChange(team, 'shell')).toBe(false);
      expect(changeRefusal(team, 'mf_help')).toBe('the key of team sports may not change mf-help (it may change mf-sports, mf-casino); nothing was changed');
      expect(changeRefusal(team, 'mf-sports')).toBeNull();
      expect(opsOnlyRefusal(team, 'gc')).toBe('gc is for ops: the key of team sports may not run it; nothing was changed');
    });

    it('ops and the data dir’s owner change anything; the actor comes from the token', () => {
      for (const p of [{ kind: 'ops' }, { kind: 'local', actor: 'ana@box' }] as Principal[]) {
        for (const r of [...REMOTE_FOLDERS, ...REMOTES, 'shell']) expect(mayChange(p, r)).toBe(true);
        expect(opsOnlyRefusal(p, 'gc')).toBeNull();
      }
      expect([actorOf({ kind: 'ops' }), actorOf(team), actorOf({ kind: 'local', actor: 'ana@box' })]).toEqual(['ops', 'sports', 'ana@box']);
    });

    it('property: a team may change a remote exactly when its key names it', () => {
      fc.assert(
        fc.property(fc.subarray([...REMOTE_FOLDERS]), fc.constantFrom(...REMOTE_FOLDERS, 'shell'), (remotes, remote) => {
          const p: Principal = { kind: 'team', team: 'x1', remotes, keyId: 'k' };
          expect(mayChange(p, remote)).toBe((remotes as string[]).includes(remote));
        }),
      );
    });
  });

  describe('the store', () => {
    let dir = '';
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-team-keys-'));
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('writes by revision, readable only by its owner, hashes only', () => {
      expect(readTeamKeys(dir)).toEqual(emptyTeamKeys());
      const token = commitTeamKeys(dir, (keys) => {
        const issued = issueTeamKey(keys, { team: 'help', remotes: ['mf-help'], by: 'ops', now: NOW });
        return { keys: issued.keys, result: issued.token };
      });
      const stored = readTeamKeys(dir);
      expect(stored.revision).toBe(1);
      expect(stored.keys.map((k) => k.team)).toEqual(['help']);
      expect(fs.readFileSync(teamKeysFile(dir), 'utf8')).not.toContain(token);
      expect(fs.statSync(teamKeysFile(dir)).mode & 0o777).toBe(0o600);
      expect(fs.existsSync(`${teamKeysFile(dir)}.lock`)).toBe(false);
    });

    it('a change planned on an older revision is computed again on the newer keys', () => {
      let calls = 0;
      commitTeamKeys(dir, (keys) => {
        calls += 1;
        // Another writer gets in between this plan and its write, once.
        if (calls === 1)
          commitTeamKeys(dir, (k) => ({ keys: issueTeamKey(k, { team: 'casino', remotes: ['mf-casino'], by: 'ops', now: NOW }).keys, result: null }));
        return { keys: issueTeamKey(keys, { team: 'help', remotes: ['mf-help'], by: 'ops', now: NOW }).keys, result: null };
      });
      expect(calls).toBe(2);
      const stored = readTeamKeys(dir);
      expect(stored.revision).toBe(2);
      expect(stored.keys.map((k) => k.team)).toEqual(['casino', 'help']);
    });
  });
});
