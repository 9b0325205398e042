import type { ResponseOf, providerLotteryDraw } from '@site/shared';
import { byId, call, chipsBar, loadSession, money, PROVIDER_API, roundKey, showBalance, sleep, toast } from './common';

type Draw = ResponseOf<typeof providerLotteryDraw>;
const PICK_NAME: Record<string, string> = { big: '大', small: '小', odd: '单', even: '双' };
const ROLL_MS = 1500;
const FACES = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

async function main(): Promise<void> {
  const session = await loadSession();
  if (!session) return;
  const chip = chipsBar(session.chipsFen);
  const drawButton = byId<HTMLButtonElement>('draw');
  const result = byId('result');
  const dice = [...document.querySelectorAll<HTMLElement>('.die')];
  let pick = '';
  const picks = [...document.querySelectorAll<HTMLButtonElement>('.pick')];
  for (const b of picks) {
    b.addEventListener('click', () => {
      pick = b.dataset.pick ?? '';
      for (const other of picks) other.setAttribute('aria-pressed', String(other === b));
    });
  }
  drawButton.disabled = false;
  drawButton.addEventListener('click', async () => {
    if (pick === '') {
      toast('请先选择大、小、单或双');
      return;
    }
    drawButton.disabled = true;
    const started = performance.now();
    dice.forEach((d) => d.classList.add('rolling'));
    result.textContent = '开奖中…';
    const out = await call<Draw>(PROVIDER_API.lotteryDraw, { pick, stakeFen: chip() }, roundKey());
    await sleep(Math.max(0, ROLL_MS - (performance.now() - started)));
    dice.forEach((d) => d.classList.remove('rolling'));
    if (!out.ok) {
      result.textContent = out.message;
      toast(out.message);
    } else {
      const d = out.data;
      dice.forEach((el, i) => {
        const n = d.dice[i] ?? 1;
        el.textContent = FACES[n - 1] ?? String(n);
        el.setAttribute('aria-label', `${n}点`);
      });
      const tag = d.triple ? '豹子' : `${d.sum >= 11 ? '大' : '小'}${d.sum % 2 === 1 ? '单' : '双'}`;
      result.textContent = `开奖 ${d.dice.join(' ')}，和值 ${d.sum}（${tag}）。投注「${PICK_NAME[pick]}」${d.won ? `中奖，派彩 ${money(d.winFen)}` : '未中奖'}`;
      result.dataset.win = String(d.winFen);
      showBalance(d.balanceFen);
    }
    drawButton.disabled = false;
  });
}

void main();
