import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { askOpeningCalls, LANGUAGES, ResponseCode, type AskAsGuest, type Language, type OpeningAnswer } from '@site/shared';
import { answerAsGuest } from '../../http/contract-route';
import { localizeEnvelope } from '../../http/language';

/** The index page's request as a call in `language` would carry it (the handlers read the language from Accept-Language). */
function inLanguageOf(req: FastifyRequest, language: Language): FastifyRequest {
  const view: FastifyRequest = Object.create(req, { headers: { value: { ...req.headers, 'accept-language': language }, enumerable: true } });
  return view;
}

/** A request's query as the page reads it: its text fields (a repeated field counts once, by its first value). */
function queryOf(req: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  const query = (req.query ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? (value as unknown[])[0] : value;
    if (typeof first === 'string') out[name] = first;
  }
  return out;
}

/**
 * The answers to the calls a guest's first page makes as it opens (shared/src/opening-calls.ts), in both
 * languages, run here as a guest of each; none for a page that makes none. A call the api refuses is written
 * as its envelope like any other (the page shows what it would have shown), and what depends on it is not asked.
 */
export async function openingAnswers(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, pathname: string): Promise<OpeningAnswer[]> {
  const answers: OpeningAnswer[] = [];
  const query = queryOf(req);
  await Promise.all(
    LANGUAGES.map((language) => {
      const asked = inLanguageOf(req, language);
      const ask: AskAsGuest = async (contract, body) => {
        const answer = localizeEnvelope(asked, await answerAsGuest(app, contract, body, asked, reply), contract.path);
        answers.push({ language, path: contract.path, body, answer });
        return answer.code === ResponseCode.SUCCESS ? (answer.data as never) : null;
      };
      return askOpeningCalls(pathname, query, ask);
    }),
  );
  return answers;
}
