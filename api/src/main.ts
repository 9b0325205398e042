import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.PORT ?? 8080);
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repo, '.data'));
// Dev mode (code outbox, /dev switches) only when asked for: SITE_DEV=1.
const dev = process.env.SITE_DEV === '1';

const { app } = await buildApp({ dataDir, shellDist: path.join(repo, 'shell', 'dist'), dev, redisUrl: process.env.REDIS_URL || undefined, logger: process.env.API_LOG !== '0' });
await app.listen({ port, host: '::' });
console.log(`site ready at http://localhost:${port}  (data: ${dataDir}${dev ? ', dev mode: code outbox on' : ''})`);

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    void app.close().then(() => process.exit(0));
  });
}
