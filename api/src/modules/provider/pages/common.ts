import type { Envelope } from '@site/shared';
import { PROVIDER_API } from '../../../../../shared/src/contracts/provider-paths';

/** What every provider page shares: the launch token, calls to the provider api, money text, chips, the toast. */
export { PROVIDER_API };

const SUCCESS = 6000;
const NETWORK_MSG = '网络异常，请稍后重试';

export const query = new URLSearchParams(location.search);
export const launchToken = query.get('token') ?? '';
/** The launch's language (the venue launch names zh-TW in the page's url): the provider api answers in it. */
const language = query.get('lang') === 'zh-TW' ? 'zh-TW' : 'zh-CN';

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} missing`);
  return el as T;
}

/** Yuan of fen, zh-CN CNY, a trailing .00 dropped (the site's money rule). */
export function money(fen: number): string {
  return new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' }).format(fen / 100).replace(/\.00$/, '');
}

export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string };

/** One provider call; a round carries an idempotency key minted once per click. */
export async function call<T>(path: string, body: Record<string, unknown>, roundKey?: string): Promise<Outcome<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': language };
  if (roundKey) headers['idempotency-key'] = roundKey;
  try {
    const res = await fetch(path, { method: 'POST', headers, body: JSON.stringify({ ...body, token: launchToken }) });
    const env = (await res.json()) as Envelope<T>;
    return env.code === SUCCESS ? { ok: true, data: env.data as T } : { ok: false, message: env.message };
  } catch {
    return { ok: false, message: NETWORK_MSG };
  }
}

export const roundKey = (): string => `round-${crypto.randomUUID()}`;

export function toast(message: string): void {
  const el = byId('toast');
  el.textContent = message;
  el.hidden = false;
  el.classList.remove('show');
  void el.offsetWidth;
  el.classList.add('show');
  window.setTimeout(() => {
    el.hidden = true;
  }, 3000);
}

export function showBalance(fen: number): void {
  const el = byId('balance');
  el.textContent = money(fen);
  el.dataset.state = 'ready';
  el.dataset.fen = String(fen);
}

export interface SessionInfo {
  venueName: string;
  balanceFen: number;
  chipsFen: number[];
  gameCode: string;
}

/** The chips bar: one chip selected at a time; answers the selected chip. */
export function chipsBar(chipsFen: readonly number[], onChange?: (fen: number) => void): () => number {
  const bar = byId('chips');
  let selected = chipsFen[0] ?? 0;
  bar.replaceChildren(
    ...chipsFen.map((fen, i) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = `chip chip-${i}`;
      b.setAttribute('role', 'radio');
      b.setAttribute('aria-checked', String(fen === selected));
      b.dataset.fen = String(fen);
      b.textContent = money(fen).replace('¥', '');
      b.addEventListener('click', () => {
        selected = fen;
        for (const other of bar.querySelectorAll<HTMLButtonElement>('.chip')) other.setAttribute('aria-checked', String(other === b));
        onChange?.(fen);
      });
      return b;
    }),
  );
  return () => selected;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** Loads the session (balance, chips); on a bad token the page says so and stays inert. */
export async function loadSession(): Promise<SessionInfo | null> {
  const s = await call<SessionInfo>(PROVIDER_API.session, {});
  if (!s.ok) {
    toast(s.message);
    const result = document.getElementById('result');
    if (result) result.textContent = s.message;
    return null;
  }
  showBalance(s.data.balanceFen);
  return s.data;
}
