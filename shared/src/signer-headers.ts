/**
 * The names of the signed request headers (the protocol is described in signer.ts), in a module of their own: it
 * imports no crypto-js, so code that only names a header (the http client's idempotency key) carries no cipher.
 */
export const HEADER = {
  clientType: 'clienttype',
  version: 'version',
  uuid: 'uuid',
  requestId: 'requestid',
  token: 'token',
  siteId: 'siteid',
  sign: 'sign',
  timestamp: 'timestamp',
  clientIp: 'clientip',
  /** One key per user intent on calls that move money (contract.movesMoney): every retry of the intent reuses it. */
  idempotencyKey: 'idempotency-key',
  /** The client's chosen language (zh-CN / zh-TW): the api's messages and texts come back in it. */
  language: 'accept-language',
} as const;
