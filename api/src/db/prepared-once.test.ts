import Database from 'better-sqlite3';
import { PreparedOnce } from './prepared-once';

describe('PreparedOnce', () => {
  it('prepares each SQL text once and reuses the statement with new parameters', () => {
    const raw = new Database(':memory:');
    const db = new PreparedOnce(raw);
    raw.exec('create table t (a integer)');
    const insert = db.prepare('insert into t (a) values (?)');
    expect(db.prepare('insert into t (a) values (?)')).toBe(insert);
    for (const a of [1, 2, 3]) db.prepare('insert into t (a) values (?)').run([a]);
    expect(db.prepare('select a from t where a > ? order by a').all([1])).toEqual([{ a: 2 }, { a: 3 }]);
    expect(db.prepare('select a from t where a > ? order by a').all([2])).toEqual([{ a: 3 }]);
    db.close();
    expect(raw.open).toBe(false);
  });
});
