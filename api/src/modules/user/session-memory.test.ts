import type { MemberRow } from '../../db/schema';
import { SESSION_RECHECK_MS, SessionMemory } from './session-memory';

const T0 = 1_000_000;
const row = (id: number) => ({ id, name: `m${id}` }) as MemberRow;

describe('session memory', () => {
  it('answers a session for less than the recheck bound, and never past the session end', () => {
    const m = new SessionMemory();
    m.rememberSession('a', 7, T0 + 10 * SESSION_RECHECK_MS, T0, m.sessionEpoch());
    expect(m.memberOf('a', T0)).toBe(7);
    expect(m.memberOf('a', T0 + SESSION_RECHECK_MS - 1)).toBe(7);
    expect(m.memberOf('a', T0 + SESSION_RECHECK_MS)).toBeUndefined();
    m.rememberSession('b', 8, T0 + 100, T0, m.sessionEpoch());
    expect(m.memberOf('b', T0 + 99)).toBe(8);
    expect(m.memberOf('b', T0 + 100)).toBeUndefined();
    expect(m.memberOf('unknown', T0)).toBeUndefined();
  });

  it('forgets every session on forgetSessions, and does not keep a read that was under way then', () => {
    const m = new SessionMemory();
    m.rememberSession('a', 7, T0 + 60_000, T0, m.sessionEpoch());
    const before = m.sessionEpoch();
    m.forgetSessions();
    expect(m.memberOf('a', T0)).toBeUndefined();
    m.rememberSession('a', 7, T0 + 60_000, T0, before);
    expect(m.memberOf('a', T0)).toBeUndefined();
    m.rememberSession('a', 7, T0 + 60_000, T0, m.sessionEpoch());
    expect(m.memberOf('a', T0)).toBe(7);
  });

  it('keeps member rows for less than the recheck bound and forgets them on forgetMembers', () => {
    const m = new SessionMemory({ recheckMs: 50 });
    m.rememberMember(row(1), T0, m.memberEpoch());
    expect(m.member(1, T0 + 49)?.name).toBe('m1');
    expect(m.member(1, T0 + 50)).toBeUndefined();
    m.rememberMember(row(1), T0, m.memberEpoch());
    const before = m.memberEpoch();
    m.forgetMembers();
    expect(m.member(1, T0)).toBeUndefined();
    m.rememberMember(row(1), T0, before);
    expect(m.member(1, T0)).toBeUndefined();
  });

  it('holds at most its capacity, the oldest forgotten first', () => {
    const m = new SessionMemory({ capacity: 3 });
    for (let i = 0; i < 5; i++) m.rememberSession(`t${i}`, i, T0 + 60_000, T0, m.sessionEpoch());
    for (let i = 0; i < 5; i++) m.rememberMember(row(i), T0, m.memberEpoch());
    expect(m.size).toEqual({ sessions: 3, members: 3 });
    expect(m.memberOf('t0', T0)).toBeUndefined();
    expect(m.memberOf('t4', T0)).toBe(4);
    expect(m.member(0, T0)).toBeUndefined();
    expect(m.member(4, T0)?.id).toBe(4);
  });
});
