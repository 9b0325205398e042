/**
 * Versioned migrations: each runs once, in order, in its own transaction; the applied version
 * is kept in schema_version. Add a new entry at the end, never edit an applied one.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'site configuration',
    sql: `
      CREATE TABLE site_config (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE navigation (id INTEGER PRIMARY KEY, section TEXT NOT NULL, name TEXT NOT NULL, route_name TEXT NOT NULL, icon TEXT NOT NULL, sort INTEGER NOT NULL);
      CREATE TABLE sponsor (id INTEGER PRIMARY KEY, title TEXT NOT NULL, content TEXT NOT NULL, image TEXT NOT NULL);
      CREATE TABLE country_area (area_code TEXT PRIMARY KEY, area_name TEXT NOT NULL, regex TEXT NOT NULL, sort INTEGER NOT NULL);
    `,
  },  {
    version: 2,
    name: 'members, sessions, devices',
    sql: `
      CREATE TABLE app_secret (name TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE member (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        real_name TEXT NOT NULL DEFAULT '',
        area_code TEXT NOT NULL DEFAULT '+86',
        phone TEXT NOT NULL DEFAULT '',
        email TEXT NOT NULL DEFAULT '' COLLATE NOCASE,
        gender TEXT NOT NULL DEFAULT '' CHECK (gender IN ('', 'male', 'female')),
        birthday TEXT NOT NULL DEFAULT '',
        vip_grade INTEGER NOT NULL DEFAULT 0,
        avatar TEXT NOT NULL DEFAULT '',
        -- 0 active, 1 suspended with a popup (6501), 2 suspended without one (6502)
        suspended INTEGER NOT NULL DEFAULT 0 CHECK (suspended IN (0, 1, 2)),
        suspend_message TEXT NOT NULL DEFAULT '',
        register_ip TEXT NOT NULL DEFAULT '',
        domain TEXT NOT NULL DEFAULT '',
        r_code TEXT NOT NULL DEFAULT '',
        i_code TEXT NOT NULL DEFAULT '',
        -- the automatic login right after register (kaptchcate 99) is allowed until then
        auto_login_until INTEGER,
        created_at INTEGER NOT NULL,
        last_login_at INTEGER
      );
      CREATE INDEX member_register_ip ON member (register_ip, created_at);
      CREATE TABLE member_device (
        member_id INTEGER NOT NULL REFERENCES member(id),
        device_id TEXT NOT NULL,
        first_seen INTEGER NOT NULL,
        last_seen INTEGER NOT NULL,
        PRIMARY KEY (member_id, device_id)
      );
      -- a risky login asked for the new-device check; sendCode type 3 needs one
      CREATE TABLE device_challenge (member_id INTEGER PRIMARY KEY REFERENCES member(id), created_at INTEGER NOT NULL);
      CREATE TABLE session (
        token_hash TEXT PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES member(id),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE INDEX session_member ON session (member_id);
    `,
  },
  {
    version: 3,
    name: 'codes, captchas, login guard, idempotency',
    sql: `
      CREATE TABLE verify_code (
        id INTEGER PRIMARY KEY,
        target TEXT NOT NULL,
        channel TEXT NOT NULL CHECK (channel IN ('sms', 'email', 'voice')),
        purpose TEXT NOT NULL,
        code TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER,
        attempts INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX verify_code_target ON verify_code (target, created_at);
      CREATE TABLE dev_outbox (
        id INTEGER PRIMARY KEY,
        target TEXT NOT NULL,
        channel TEXT NOT NULL,
        purpose TEXT NOT NULL,
        code TEXT NOT NULL,
        text TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX dev_outbox_target ON dev_outbox (target, id);
      CREATE TABLE reset_ticket (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES member(id),
        target TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE TABLE captcha (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('picture', 'slider', 'slider-pass')),
        answer TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE TABLE login_failure (id INTEGER PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE, ip TEXT NOT NULL, at INTEGER NOT NULL);
      CREATE INDEX login_failure_name ON login_failure (name, at);
      CREATE INDEX login_failure_ip ON login_failure (ip, at);
      CREATE TABLE login_lock (name TEXT PRIMARY KEY COLLATE NOCASE, until INTEGER NOT NULL);
      CREATE TABLE idempotency (
        request_id TEXT NOT NULL,
        member_id INTEGER NOT NULL,
        path TEXT NOT NULL,
        response TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (request_id, member_id)
      );
    `,
  },
  {
    version: 4,
    name: 'wallet, venue balances, letters, feedback',
    sql: `
      -- amounts are kept in fen (integer cents)
      CREATE TABLE wallet (
        member_id INTEGER PRIMARY KEY REFERENCES member(id),
        center_cents INTEGER NOT NULL DEFAULT 0 CHECK (center_cents >= 0),
        lock_cents INTEGER NOT NULL DEFAULT 0 CHECK (lock_cents >= 0)
      );
      -- category: 1 sport, 2 live casino, 3 chess, 4 esports, 5 lottery, 6 egame, 7 fishing (8 = all)
      CREATE TABLE wallet_venue (channel_code TEXT PRIMARY KEY, name TEXT NOT NULL, category INTEGER NOT NULL, sort INTEGER NOT NULL);
      CREATE TABLE wallet_venue_balance (
        member_id INTEGER NOT NULL REFERENCES member(id),
        channel_code TEXT NOT NULL REFERENCES wallet_venue(channel_code),
        balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
        PRIMARY KEY (member_id, channel_code)
      );
      -- kind: one of the eight unread counters (brnotice, bractivity, brbulletin, brmatch, brfd, notice, activity, fd)
      CREATE TABLE letter (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES member(id),
        kind TEXT NOT NULL CHECK (kind IN ('brnotice', 'bractivity', 'brbulletin', 'brmatch', 'brfd', 'notice', 'activity', 'fd')),
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        read_at INTEGER,
        deleted_at INTEGER
      );
      CREATE INDEX letter_member ON letter (member_id, kind);
      CREATE TABLE feedback (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES member(id),
        type INTEGER NOT NULL DEFAULT 0,
        content TEXT NOT NULL,
        images TEXT NOT NULL DEFAULT '[]',
        created_at INTEGER NOT NULL,
        reply TEXT,
        replied_at INTEGER,
        reply_read INTEGER NOT NULL DEFAULT 0,
        deleted_at INTEGER
      );
      CREATE INDEX feedback_member ON feedback (member_id);
    `,
  },
  {
    version: 5,
    name: 'second demo member without a bound phone (logs in at once, no new-device check)',
    sql: 'SELECT 1;',
  },
];
