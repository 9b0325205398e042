import type { FastifyInstance } from 'fastify';
import { sportSearch } from '@site/shared';
import { memberRoute } from '../../../http/contract-route';
import type { SportsFeed } from '../../sports/sports-feed';
import { SearchIndex } from './search-index';

/** /game/api/v1/sport/search: teams, leagues and competitions over every board of this instance's copy. */
export function sportSearchModule(app: FastifyInstance, feed: SportsFeed): void {
  const index = new SearchIndex();
  memberRoute(app, sportSearch, async (body) => {
    await feed.catchUp();
    return index.search(
      body.q,
      feed.board.states().flatMap((s) => s.matches),
    );
  });
}
