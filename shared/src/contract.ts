import type { z } from './zod';
import type { AnswerSlices } from './http/answer-slices';

/**
 * One contract per endpoint: the path, the request body schema and the schema of `data` in a
 * successful envelope. The shell's http client and the api's route registration both read it.
 */
export interface Contract<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  readonly path: string;
  readonly method: 'POST' | 'GET';
  readonly request: Req;
  readonly response: Res;
  /** The four configuration calls are cached per path + body for the session (spec §7). */
  readonly sessionCache?: boolean;
  /**
   * Moves money: the caller mints one idempotency key per user intent (one click of 转入, one bet)
   * and sends it in the idempotency-key header on every retry of that intent. The api refuses a
   * call without a key, answers a reused key with the first answer, and a reused key with another
   * body with an error.
   */
  readonly movesMoney?: boolean;
  /** Called before the XSRF cookie exists (the configuration calls): no XSRF header is checked. */
  readonly xsrfExempt?: boolean;
  /** Needs a logged-in member (token header); otherwise 6001. */
  readonly auth?: boolean;
  /** Sent as multipart/form-data (each field of the body a form field; a Blob a file), never encrypted: uploads. */
  readonly multipart?: boolean;
  /** An answer with one long list: the browser's client reads it a slice of items per task (see AnswerSlices). */
  readonly slices?: AnswerSlices;
}

export type RequestOf<C extends Contract> = z.input<C['request']>;
export type ResponseOf<C extends Contract> = z.output<C['response']>;

export function defineContract<Req extends z.ZodType, Res extends z.ZodType>(c: {
  path: string;
  method?: 'POST' | 'GET';
  request: Req;
  response: Res;
  sessionCache?: boolean;
  movesMoney?: boolean;
  xsrfExempt?: boolean;
  auth?: boolean;
  multipart?: boolean;
  slices?: AnswerSlices;
}): Contract<Req, Res> {
  return { method: 'POST', ...c };
}
