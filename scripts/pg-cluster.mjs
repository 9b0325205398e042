// A throwaway PostgreSQL 15 cluster for `npm test` and `npm run bench -- api`: installed with
// apt-get when missing, created in a temporary folder, listening on a free loopback port only,
// run as the postgres user (PostgreSQL refuses to run as root), always stopped and removed by
// the caller's stop() (also on failure, see withCluster).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const VERSION = '15';

function pgBin() {
  const preferred = `/usr/lib/postgresql/${VERSION}/bin`;
  if (fs.existsSync(path.join(preferred, 'pg_ctl'))) return preferred;
  const root = '/usr/lib/postgresql';
  const found = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .sort()
        .reverse()
        .map((v) => path.join(root, v, 'bin'))
        .find((d) => fs.existsSync(path.join(d, 'pg_ctl')))
    : undefined;
  return found ?? null;
}

/** The PostgreSQL binaries, installed with apt-get (Debian's postgresql-15) when missing. */
export function ensurePostgres() {
  let bin = pgBin();
  if (bin) return bin;
  console.log(`▶ PostgreSQL ${VERSION} is missing: apt-get install postgresql-${VERSION}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', `postgresql-${VERSION}`], { stdio: 'inherit', env });
  bin = pgBin();
  if (!bin) throw new Error(`postgresql-${VERSION} installed but pg_ctl not found under /usr/lib/postgresql`);
  return bin;
}

/** A free loopback port (or PG_PORT when set). */
export async function freePort(preferred = process.env.PG_PORT) {
  if (preferred) return Number(preferred);
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function runPg(bin, tool, args, opts = {}) {
  const cmd = path.join(bin, tool);
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const res = spawnSync(file, argv, { encoding: 'utf8', ...opts });
  if (res.status !== 0) throw new Error(`${tool} failed (exit ${res.status}): ${res.stderr || res.stdout}`);
  return res.stdout;
}

/**
 * Starts a cluster; returns { url, port, stop() }. url is postgres://postgres@127.0.0.1:<port>/postgres
 * (trust authentication, loopback only). stop() stops it and removes its folder.
 */
export async function startCluster({ label = 'site-pg' } = {}) {
  const bin = ensurePostgres();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  if (asRoot) {
    fs.chmodSync(dir, 0o755);
    execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  const stop = () => {
    try {
      if (fs.existsSync(path.join(data, 'postmaster.pid'))) runPg(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch (e) {
      console.error(`stopping PostgreSQL: ${e.message}`);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    runPg(bin, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    runPg(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  } catch (e) {
    const log = path.join(dir, 'server.log');
    if (fs.existsSync(log)) console.error(fs.readFileSync(log, 'utf8').slice(-2000));
    stop();
    throw e;
  }
  const urlOf = (database) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  /** A new empty database in this cluster; returns its URL. */
  const createDatabase = (name) => {
    runPg(bin, 'createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
    return urlOf(name);
  };
  return { url: urlOf('postgres'), port, stop, createDatabase };
}

/** Runs fn(cluster) and always stops the cluster afterwards (also on failure or Ctrl-C). */
export async function withCluster(fn, opts) {
  const cluster = await startCluster(opts);
  const onSignal = (sig) => {
    cluster.stop();
    process.exit(sig === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await fn(cluster);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    cluster.stop();
  }
}
