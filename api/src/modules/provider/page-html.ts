/**
 * The provider's pages: small static HTML documents served by the api, one stylesheet and one
 * bundled script each (no inline script or style, no external resource), so the strict policy
 * below holds. The script reads the launch token from the page's own query string.
 */
import { escapeHtml } from '../../http/html-escape';

export const PROVIDER_PAGES = ['slot', 'baccarat', 'lottery', 'lobby'] as const;
export type ProviderPage = (typeof PROVIDER_PAGES)[number];

export const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

function documentOf(title: string, body: string, script: ProviderPage | null, bodyClass: string): string {
  return [
    '<!doctype html>',
    '<html lang="zh-CN">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${escapeHtml(title)}</title>`,
    '<link rel="icon" href="data:,">',
    '<link rel="stylesheet" href="/provider/assets/provider.css">',
    script ? `<script type="module" src="/provider/assets/${script}.js"></script>` : '',
    '</head>',
    `<body class="${bodyClass}">`,
    body,
    '</body>',
    '</html>',
  ].join('\n');
}

const header = (title: string, venueName: string) => `<header class="bar">
  <div class="bar-title"><h1>${escapeHtml(title)}</h1><span class="venue">${escapeHtml(venueName)}</span></div>
  <div class="balance">场馆余额 <b id="balance" data-state="loading">--</b></div>
</header>`;

const toast = '<div class="toast" id="toast" role="alert" hidden></div>';

const chipsBar = '<div class="chips" id="chips" role="radiogroup" aria-label="选择筹码"></div>';

export function errorPage(message: string): string {
  return documentOf(
    '游戏提示',
    `<main class="error-page"><div class="error-card"><div class="error-icon" aria-hidden="true">!</div><h1>${escapeHtml(message)}</h1><p>请关闭本页面，返回游戏列表后重新进入。</p></div></main>`,
    null,
    'page-error',
  );
}

export function slotPage(venueName: string, gameName: string, theme: string): string {
  const reels = Array.from(
    { length: 5 },
    (_, r) => `<div class="reel" data-reel="${r}">${Array.from({ length: 3 }, (_, row) => `<div class="cell" data-row="${row}"></div>`).join('')}</div>`,
  ).join('');
  return documentOf(
    `${gameName} - ${venueName}`,
    `${header(gameName, venueName)}
<main class="game slot">
  <section class="machine"><div class="reels" id="reels">${reels}</div>
  <p class="result" id="result" aria-live="polite">选择筹码后点击「旋转」开始游戏</p></section>
  <section class="controls">${chipsBar}<button type="button" class="primary" id="spin" disabled>旋转</button></section>
  <section class="rules"><h2>赔付表（按单线投注的倍数）</h2><table class="paytable" id="paytable"></table>
  <ul class="notes" id="notes"></ul></section>
</main>
${toast}`,
    'slot',
    `page-slot theme-${theme}`,
  );
}

export function baccaratPage(venueName: string): string {
  const spot = (id: string, label: string, odds: string) =>
    `<button type="button" class="spot spot-${id}" data-spot="${id}"><span class="spot-name">${label}</span><span class="spot-odds">${odds}</span><span class="spot-bet" data-bet="${id}"></span></button>`;
  return documentOf(
    `百家乐 - ${venueName}`,
    `${header('百家乐', venueName)}
<main class="game baccarat">
  <section class="table-felt">
    <div class="hands">
      <div class="hand hand-player"><h2>闲 <b id="player-total"></b></h2><div class="cards" id="player-cards"></div></div>
      <div class="hand hand-banker"><h2>庄 <b id="banker-total"></b></h2><div class="cards" id="banker-cards"></div></div>
    </div>
    <p class="result" id="result" aria-live="polite">请下注，然后点击「发牌」</p>
    <div class="spots">${spot('player', '闲', '1赔1')}${spot('tie', '和', '1赔8')}${spot('banker', '庄', '1赔0.95')}${spot('playerPair', '闲对', '1赔11')}${spot('bankerPair', '庄对', '1赔11')}</div>
  </section>
  <section class="controls">${chipsBar}<div class="actions"><button type="button" id="clear">清除下注</button><button type="button" class="primary" id="deal" disabled>发牌</button></div></section>
  <section class="roads" aria-label="路单">
    <div class="road-head"><h2>路单</h2><span id="shoe" class="shoe"></span><span class="road-key"><i class="dot banker">庄</i><i class="dot player">闲</i><i class="dot tie">和</i></span></div>
    <h3>珠盘路</h3><div class="road-scroll"><div class="road-grid bead-plate" id="bead-plate" data-rounds="0"></div></div>
    <h3>大路</h3><div class="road-scroll"><div class="road-grid big-road" id="big-road" data-marks="0"></div></div>
  </section>
  <section class="rules"><h2>游戏规则</h2><ul class="notes">
    <li>每局向闲、庄各发两张牌，点数最接近9的一方获胜。A为1点，2至9按牌面计点，10、J、Q、K为0点，合计只取个位数。</li>
    <li>任一方前两张合计8或9点为天牌，双方都不再补牌。闲家0-5点补牌，6-7点停牌。</li>
    <li>闲家停牌时，庄家0-5点补牌；闲家补牌时，庄家3点（闲第三张非8）、4点（2-7）、5点（4-7）、6点（6-7）补牌，0-2点必补，7点不补。</li>
    <li>赔率：闲1赔1，庄1赔0.95（抽水5%），和1赔8（开和时庄、闲投注退还本金），闲对/庄对1赔11（前两张牌面相同）。</li>
    <li>每局从8副牌中随机发牌；每个投注项限红500元；下注从场馆余额扣除，派彩即时返还场馆余额。</li>
    <li>路单记录本桌所有玩家的开奖结果，每60局为一靴，满一靴后重新记录。珠盘路：红为庄、蓝为闲、绿为和，每列6局自上而下。大路：同一方连赢向下排列，换边另起一列；到底或遇阻则向右延伸（长龙）；和局不另占格，以绿色斜线记在上一格。</li>
  </ul></section>
</main>
${toast}`,
    'baccarat',
    'page-baccarat',
  );
}

export function lotteryPage(venueName: string): string {
  const pick = (id: string, label: string, range: string) =>
    `<button type="button" class="pick" data-pick="${id}" aria-pressed="false"><span class="pick-name">${label}</span><span class="pick-range">${range}</span></button>`;
  return documentOf(
    `快三 - ${venueName}`,
    `${header('快三', venueName)}
<main class="game lottery">
  <section class="draw-board">
    <div class="dice" id="dice"><span class="die" data-die="0">?</span><span class="die" data-die="1">?</span><span class="die" data-die="2">?</span></div>
    <p class="result" id="result" aria-live="polite">选择大、小、单、双之一，再点击「立即开奖」</p>
    <div class="picks">${pick('big', '大', '11-17')}${pick('small', '小', '4-10')}${pick('odd', '单', '和值为单')}${pick('even', '双', '和值为双')}</div>
  </section>
  <section class="controls">${chipsBar}<button type="button" class="primary" id="draw" disabled>立即开奖</button></section>
  <section class="rules"><h2>游戏规则</h2><ul class="notes">
    <li>每次投注即时开奖：随机掷出三颗骰子，按三颗骰子的点数和值结算。</li>
    <li>大：和值11-17；小：和值4-10；单：和值为单数；双：和值为双数。猜中1赔1（返还本金及等额奖金）。</li>
    <li>开出豹子（三颗骰子点数相同）时，大、小、单、双均不中奖。</li>
    <li>理论返还率97.22%；下注从场馆余额扣除，派彩即时返还场馆余额。</li>
  </ul></section>
</main>
${toast}`,
    'lottery',
    'page-lottery',
  );
}

export interface LobbyGame {
  href: string;
  name: string;
  /** A few symbols of its theme, shown on the tile. */
  face: string;
  theme: string;
}

export function lobbyPage(venueName: string, games: readonly LobbyGame[]): string {
  const tiles = games
    .map(
      (g) =>
        `<li><a class="lobby-tile theme-${escapeHtml(g.theme)}" href="${escapeHtml(g.href)}"><span class="lobby-face" aria-hidden="true">${escapeHtml(g.face)}</span><span class="lobby-name">${escapeHtml(g.name)}</span><span class="lobby-go">进入游戏</span></a></li>`,
    )
    .join('');
  return documentOf(
    `${venueName} - 游戏大厅`,
    `${header('游戏大厅', venueName)}
<main class="game lobby">
  <section class="lobby-intro"><h2>${escapeHtml(venueName)}</h2><p>该场馆的游戏正在接入中。您可以使用本场馆的余额畅玩以下演示老虎机，输赢即时计入本场馆钱包。</p></section>
  <ul class="lobby-games">${tiles}</ul>
</main>
${toast}`,
    'lobby',
    'page-lobby',
  );
}
