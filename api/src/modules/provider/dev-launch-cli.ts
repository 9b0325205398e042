/**
 * A quick manual look at the demo provider without the venue launch call:
 *   npx tsx api/src/modules/provider/dev-launch-cli.ts --venue PGDZ --game caishen [--member 100001] [--origin http://localhost:8080]
 * Issues a launch token on the site's data (DATA_DIR/site.db, or DATABASE_URL) for a member of an
 * api started with SEED_DEMO=1, and prints the provider page to open. Nothing else is changed.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isPostgresUrl, openStore } from '../../db';
import { issueLaunchToken } from '../venues/launch-tokens';
import { venueOf } from './provider-queries';
import { gameOfCategory } from './provider-rules';
import { DEFAULT_SLOT_GAME } from './slot-themes';
import { siteDataDir } from '@site/registry';

const { values } = parseArgs({
  options: {
    venue: { type: 'string', default: 'PGDZ' },
    game: { type: 'string', default: '' },
    member: { type: 'string', default: '100001' },
    origin: { type: 'string', default: `http://localhost:${process.env.PORT ?? 8080}` },
  },
});
const databaseUrl = process.env.DATABASE_URL;
const file = path.join(siteDataDir(process.env), 'site.db');
const store = await openStore(isPostgresUrl(databaseUrl) ? { databaseUrl, file: '' } : { file });
try {
  const venue = await venueOf(store.db, values.venue);
  if (!venue) {
    console.error(`场馆不存在：${values.venue}（先用 SEED_DEMO=1 启动一次 api）`);
    process.exitCode = 2;
  } else {
    const game = gameOfCategory(venue.category);
    const gameCode = game === 'slot' ? values.game || DEFAULT_SLOT_GAME : '';
    const token = await issueLaunchToken(store.db, { memberId: Number(values.member), enName: venue.channelCode, gameCode }, Date.now());
    const query = game === 'slot' ? `?token=${token}&game=${encodeURIComponent(gameCode)}` : `?token=${token}`;
    console.log(`${values.origin}/provider/${game}/${query}`);
  }
} finally {
  await store.close();
}
