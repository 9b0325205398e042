import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@site/shared';
import { escapeHtml } from '../../http/html-escape';

/** Where the site's customer-service URL leads until the live chat exists (the default of site-config.ts). */
export const CUSTOMER_SERVICE_PATH = '/customer-service';

/** What the page says, per language (spec §8: the official-channel notice; staff never ask for a code). */
export const CUSTOMER_SERVICE_TEXT: Record<
  Language,
  Record<'title' | 'heading' | 'hoursLabel' | 'hours' | 'contactLabel' | 'contact' | 'official' | 'privacy' | 'home', string>
> = {
  'zh-CN': {
    title: '在线客服 · 星耀体育',
    heading: '在线客服',
    hoursLabel: '服务时间',
    hours: '7×24 小时全天候服务，节假日不休。',
    contactLabel: '联系方式',
    contact: '在线聊天室即将开放。在此之前，请发送邮件至客服邮箱，写明您的用户名与问题，我们会尽快回复：',
    official: '本站存款渠道仅通过官方网站、官方APP或官方在线客服提供。本站不认可任何线下代理，请勿向任何个人或非官方渠道转账。',
    privacy: '客服人员绝不会向您索取验证码或密码，请勿泄露给任何人。',
    home: '返回首页',
  },
  'zh-TW': {
    title: '線上客服 · 星耀體育',
    heading: '線上客服',
    hoursLabel: '服務時間',
    hours: '7×24 小時全天候服務，節假日不休。',
    contactLabel: '聯絡方式',
    contact: '線上聊天室即將開放。在此之前，請傳送電子郵件至客服信箱，寫明您的帳號與問題，我們會盡快回覆：',
    official: '本站存款管道僅透過官方網站、官方APP或官方線上客服提供。本站不認可任何線下代理，請勿向任何個人或非官方管道轉帳。',
    privacy: '客服人員絕不會向您索取驗證碼或密碼，請勿洩露給任何人。',
    home: '返回首頁',
  },
};

/** The contact address the page names (the reference api has no chat room yet). */
export const CUSTOMER_SERVICE_EMAIL = 'service@xingyao.example';

/** zh-TW when the page is asked for it (?lang=zh-TW) or the browser prefers traditional Chinese; else zh-CN. */
export function pageLanguage(query: unknown, acceptLanguage: string | undefined): Language {
  const asked = (query as { lang?: unknown } | null)?.lang;
  if (asked === 'zh-TW' || asked === 'zh-CN') return asked;
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return /^zh-(tw|hk|mo|hant)/.test(first) ? 'zh-TW' : 'zh-CN';
}

/** The whole page: small, self-contained (no script), readable from 360 px, AA contrast. */
export function customerServiceHtml(lang: Language): string {
  const t = CUSTOMER_SERVICE_TEXT[lang];
  const e = (k: keyof typeof t) => escapeHtml(t[k]);
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e('title')}</title>
<link rel="icon" href="/favicon.svg">
<style>
body{margin:0;background:#f3f5f9;color:#1d2433;font:15px/1.7 "PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif}
main{max-width:640px;margin:0 auto;padding:24px 16px}
h1{font-size:22px;margin:0 0 16px}
section{background:#fff;border:1px solid #dfe4ee;border-radius:10px;padding:16px;margin-bottom:14px;overflow-wrap:anywhere}
h2{font-size:16px;margin:0 0 6px}
p{margin:0}
a{color:#2458e6}
.notice{border-color:#e8a200;background:#fff8e6}
</style>
</head>
<body>
<main data-testid="customer-service">
<h1>${e('heading')}</h1>
<section><h2>${e('hoursLabel')}</h2><p>${e('hours')}</p></section>
<section><h2>${e('contactLabel')}</h2><p>${e('contact')}<a href="mailto:${CUSTOMER_SERVICE_EMAIL}">${CUSTOMER_SERVICE_EMAIL}</a></p></section>
<section class="notice"><p>${e('official')}</p><p>${e('privacy')}</p></section>
<p><a href="/home">${e('home')}</a></p>
</main>
</body>
</html>
`;
}

/** GET /customer-service: the page the customer-service URL leads to (served no-store, never the shell). */
export function customerServicePage(app: FastifyInstance): void {
  app.get(CUSTOMER_SERVICE_PATH, (req: FastifyRequest, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(customerServiceHtml(pageLanguage(req.query, req.headers['accept-language']))),
  );
}
