import { LAUNCH_DOCUMENT_PREFIX, type Language } from '@site/shared';
import type { LaunchForm, LaunchPage } from './catalogue';

/**
 * The launch-url agreement between the venues and the demo provider, as a table: which page of the demo provider a venue runs on,
 * and the form the launch answers it in (the casino app's venue entry branches on the form).
 *
 * | page     | provider path                                   | venues                 |
 * | -------- | ----------------------------------------------- | ---------------------- |
 * | sport    | /provider/sport/?uid=<token>                    | crty (ours)            |
 * | baccarat | /provider/baccarat/?token=<token>               | ZR                     |
 * | lottery  | /provider/lottery/?token=<token>                | CP                     |
 * | lobby    | /provider/lobby/?token=<token>                  | QP, DJ, third-party TY |
 * | slot     | /provider/slot/?token=<token>&game=<gameCode>   | DZ egame, BY fishing   |
 *
 * | form     | url answered                                    | the casino app then     |
 * | -------- | ----------------------------------------------- | ----------------------- |
 * | session  | '' and sport = { url: <path>, balance, appInfo } | stores it, /game/sport/crty |
 * | absolute | <origin><path>                                  | frame or new window     |
 * | path     | <path>                                          | opens it on the origin  |
 * | document | '<!doctype html>…' sending the frame to <path>  | stores it, /pg/game or /dz/game |
 *
 * A zh-TW launch adds `&lang=zh-TW` to a provider page (not the sport venue, which is the site's own remote):
 * the page and its calls answer in the language of the tile that opened it.
 */
export function providerPathOf(page: LaunchPage, token: string, gameCode: string, language: Language = 'zh-CN'): string {
  const t = encodeURIComponent(token);
  const lang = language === 'zh-CN' ? '' : `&${PROVIDER_LANGUAGE_PARAM}=${language}`;
  switch (page) {
    case 'sport':
      return `/provider/sport/?uid=${t}`;
    case 'baccarat':
      return `/provider/baccarat/?token=${t}${lang}`;
    case 'lottery':
      return `/provider/lottery/?token=${t}${lang}`;
    case 'lobby':
      return `/provider/lobby/?token=${t}${lang}`;
    case 'slot':
      return `/provider/slot/?token=${t}&game=${encodeURIComponent(gameCode)}${lang}`;
  }
}

/** The query parameter naming a provider page's language (absent: zh-CN). */
export const PROVIDER_LANGUAGE_PARAM = 'lang';

const escapeAttr = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The provider's launch document: its only job is to send the frame it is rendered in (srcdoc,
 * which resolves a path against the page's origin) to the game; a meta refresh, no script.
 */
export function launchDocumentOf(path: string, title: string): string {
  return (
    `${LAUNCH_DOCUMENT_PREFIX}<html lang="zh-CN"><head><meta charset="utf-8">` +
    `<meta http-equiv="refresh" content="0;url=${escapeAttr(path)}">` +
    `<title>${escapeAttr(title)}</title></head><body></body></html>`
  );
}

export interface LaunchTarget {
  form: LaunchForm;
  page: LaunchPage;
  /** '<protocol>://<host>' of the request. */
  origin: string;
  token: string;
  gameCode: string;
  title: string;
  /** The language of the launch (the provider page answers in it). */
  language?: Language;
}

/** The url of the launch answer; for the session form it is '' and sportUrl carries the path. */
export function launchUrlOf(t: LaunchTarget): { url: string; sportUrl?: string } {
  const path = providerPathOf(t.page, t.token, t.gameCode, t.language);
  switch (t.form) {
    case 'session':
      return { url: '', sportUrl: path };
    case 'absolute':
      return { url: `${t.origin}${path}` };
    case 'path':
      return { url: path };
    case 'document':
      return { url: launchDocumentOf(path, t.title) };
  }
}

/** The request's own origin; null when the Host header is not a plain host[:port]. */
export function originOf(protocol: string, host: string | undefined): string | null {
  if (!host || !/^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)) return null;
  return `${protocol === 'https' ? 'https' : 'http'}://${host}`;
}
