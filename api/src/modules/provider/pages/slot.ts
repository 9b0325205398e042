import type { ResponseOf, providerSlotInfo, providerSlotSpin } from '@site/shared';
import { byId, call, chipsBar, loadSession, money, PROVIDER_API, query, roundKey, showBalance, sleep, toast } from './common';

type Info = ResponseOf<typeof providerSlotInfo>;
type Spin = ResponseOf<typeof providerSlotSpin>;

const game = query.get('game') ?? '';
const REEL_STOP_MS = 250;

function renderRules(info: Info): void {
  const table = byId<HTMLTableElement>('paytable');
  const head = '<thead><tr><th>图案</th><th>3连</th><th>4连</th><th>5连</th></tr></thead>';
  const rows = info.paytable
    .map((pays, i) => ({ pays, i }))
    .reverse()
    .map(({ pays, i }) => `<tr><td><span class="sym sym-s${i + 1}">${info.symbols[i] ?? ''}</span></td>${pays.map((p) => `<td>×${p}</td>`).join('')}</tr>`)
    .join('');
  table.innerHTML = `${head}<tbody>${rows}</tbody>`;
  const notes = [
    `5轴3行，${info.lines.length}条固定赔付线，从最左轴起连续3个及以上相同图案中奖，每条线只赔最高奖项。`,
    `总投注平均分配到${info.lines.length}条线；奖金 = 单线投注 × 赔付倍数。`,
    `理论返还率（RTP）${(info.rtp * 100).toFixed(2)}%，由服务器随机数决定结果。`,
    `每局至少${(info.cycleMs / 1000).toFixed(1)}秒，不提供自动旋转；下注从场馆余额扣除。`,
  ];
  byId('notes').innerHTML = notes.map((n) => `<li>${n}</li>`).join('');
}

function cells(): HTMLElement[][] {
  return [...document.querySelectorAll<HTMLElement>('.reel')].map((reel) => [...reel.querySelectorAll<HTMLElement>('.cell')]);
}

function paint(grid: HTMLElement[][], reels: string[][], info: Info): void {
  grid.forEach((col, r) =>
    col.forEach((cell, row) => {
      const sym = reels[r]?.[row] ?? 's1';
      cell.className = `cell sym-${sym}`;
      cell.textContent = info.symbols[Number(sym.slice(1)) - 1] ?? '';
    }),
  );
}

async function main(): Promise<void> {
  const session = await loadSession();
  if (!session) return;
  const infoCall = await call<Info>(PROVIDER_API.slotInfo, { game });
  if (!infoCall.ok) {
    toast(infoCall.message);
    return;
  }
  const info = infoCall.data;
  renderRules(info);
  const grid = cells();
  const idle = Array.from({ length: 5 }, (_, r) => Array.from({ length: 3 }, (_, row) => `s${((r + row * 3) % 8) + 1}`));
  paint(grid, idle, info);
  const chip = chipsBar(session.chipsFen);
  const button = byId<HTMLButtonElement>('spin');
  const result = byId('result');
  button.disabled = false;

  button.addEventListener('click', async () => {
    button.disabled = true;
    const started = performance.now();
    for (const el of document.querySelectorAll('.cell')) el.classList.remove('win');
    document.querySelectorAll('.reel').forEach((reel) => reel.classList.add('spinning'));
    result.textContent = '旋转中…';
    const stakeFen = chip();
    const outcome = await call<Spin>(PROVIDER_API.slotSpin, { game, stakeFen }, roundKey());
    const reels = [...document.querySelectorAll<HTMLElement>('.reel')];
    if (!outcome.ok) {
      reels.forEach((reel) => reel.classList.remove('spinning'));
      result.textContent = outcome.message;
      toast(outcome.message);
      await sleep(Math.max(0, info.cycleMs - (performance.now() - started)));
      button.disabled = false;
      return;
    }
    const spin = outcome.data;
    // The game cycle: the last reel stops no sooner than cycleMs after the click.
    const firstStop = info.cycleMs - REEL_STOP_MS * (reels.length - 1);
    for (const [r, reel] of reels.entries()) {
      await sleep(Math.max(0, started + firstStop + REEL_STOP_MS * r - performance.now()));
      reel.classList.remove('spinning');
      paint([grid[r] ?? []], [spin.reels[r] ?? []], info);
    }
    paint(grid, spin.reels, info);
    for (const w of spin.wins) {
      const rows = info.lines[w.line] ?? [];
      for (let r = 0; r < w.count; r++) grid[r]?.[rows[r] ?? 0]?.classList.add('win');
    }
    showBalance(spin.balanceFen);
    result.textContent =
      spin.winFen > 0
        ? `恭喜中奖 ${money(spin.winFen)}（${spin.wins.map((w) => `第${w.line + 1}线 ${w.count}连`).join('，')}）`
        : `未中奖，本局投注 ${money(spin.stakeFen)}`;
    result.dataset.win = String(spin.winFen);
    button.disabled = false;
  });
}

void main();
