import { testApp, type TestApp } from '../../test-support';
import { DEMO } from '../../db/seed-demo';
import { issueLaunchToken, LAUNCH_TOKEN_TTL_MS, sessionOfLaunchToken } from './launch-tokens';

describe('launch tokens', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await testApp();
  });
  afterEach(() => t.app.close());

  it('answers the session of a live token, and nothing for a wrong, altered or expired one', async () => {
    const now = t.clock.now();
    const token = await issueLaunchToken(t.db, { memberId: DEMO.id, enName: 'PGDZ', gameCode: 'fortune-dragon' }, now);
    expect(await sessionOfLaunchToken(t.db, token, now + 1000)).toEqual({ memberId: DEMO.id, enName: 'PGDZ', gameCode: 'fortune-dragon' });
    expect(
      await sessionOfLaunchToken(
        t.db,
        token.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
        now,
      ),
    ).toBeNull();
    expect(await sessionOfLaunchToken(t.db, 'not-a-token', now)).toBeNull();
    expect(await sessionOfLaunchToken(t.db, token, now + LAUNCH_TOKEN_TTL_MS)).toBeNull();
  });

  it('stores only a hash of the token', async () => {
    const token = await issueLaunchToken(t.db, { memberId: DEMO.id, enName: 'AGZR', gameCode: '' }, t.clock.now());
    const rows = await t.db.selectFrom('venue_session').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});
