import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONTRACT_HASH_FORMAT,
  SERVED_CONTRACTS_PATH,
  contractNameOf,
  contractRecord,
  contractsByName,
  type ContractRecordWithSchemas,
} from '@site/shared/contract-hash';
import { principalOfToken, readTeamKeys } from '@site/registry';
import { servicesOf } from '../services';
import { servedContracts } from './contract-route';

export { SERVED_CONTRACTS_PATH };

/** What SERVED_CONTRACTS_PATH answers: every contract the api registered, with its schema hashes and schemas. */
export interface ServedContracts {
  hashFormat: typeof CONTRACT_HASH_FORMAT;
  contracts: ContractRecordWithSchemas[];
}

export interface ServedContractsOptions {
  /** OPS_TOKEN (ops-token.ts); null = the path is off (404), as every ops route without it. */
  token: string | null;
  /** The data dir whose team keys may read it too (a team deploys with its key). */
  dataDir: string;
}

/** The contracts this api serves as SERVED_CONTRACTS_PATH answers them; read once every module has registered its own. */
export function servedContractList(app: FastifyInstance): ServedContracts {
  const byName = contractsByName();
  const contracts = servedContracts(app)
    .map((c) => contractRecord(contractNameOf(c, byName), c))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { hashFormat: CONTRACT_HASH_FORMAT, contracts };
}

/**
 * GET /ops/api/contracts: the contracts this api serves, computed from what it registered through contract-route
 * (method, path, the hashes of the request and response schemas and the canonical schemas), so site-ops can refuse
 * a remote version that calls what the api does not serve. `Authorization: Bearer <OPS_TOKEN or a live team key>`.
 * Register it after every module: the list is read at the first call.
 */
export function servedContractsRoute(app: FastifyInstance, opts: ServedContractsOptions): void {
  let answer: ServedContracts | null = null;
  const allowed = (req: FastifyRequest, token: string): boolean => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    return bearer !== undefined && principalOfToken(bearer, { opsToken: token, keys: readTeamKeys(opts.dataDir), now: new Date(servicesOf(app).now()) }).ok;
  };
  app.get(SERVED_CONTRACTS_PATH, async (req: FastifyRequest, reply: FastifyReply) => {
    if (!opts.token) return reply.status(404).type('text/plain; charset=utf-8').send('未找到');
    if (!allowed(req, opts.token)) return reply.status(401).header('www-authenticate', 'Bearer').send({ ok: false, message: '运维令牌无效' });
    answer ??= servedContractList(app);
    return reply.header('cache-control', 'no-store').send(answer);
  });
}
