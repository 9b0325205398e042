import type { FastifyInstance } from 'fastify';
import { queryCountryArea } from '@site/shared';
import { route } from '../../../http/contract-route';
import { countryAreas } from '../site-queries';

/** site/countryArea/queryCountryArea: the country entries of the area-code pickers. */
export function countryAreaModule(app: FastifyInstance): void {
  route(app, queryCountryArea, async (_body, { db }) => countryAreas(db));
}
