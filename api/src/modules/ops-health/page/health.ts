import uPlot from 'uplot';
import type { JournalEntry, RegistryEntry } from '@site/shared';
import type { HealthAction, HealthData } from '../health-data';
import type { RemoteTimeline } from '../health-timeline';

/** The ops health page in the browser: asks for the data with the ops token, draws it, runs the buttons. */

const TOKEN_KEY = 'opsHealth.token';
const ACTOR_KEY = 'opsHealth.actor';
const ACTION_LABEL: Record<HealthAction, string> = { promote: '全量发布候选版本', abort: '中止灰度', rollback: '回滚' };

function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} missing`);
  return el as T;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

const time = (ms: number | string) => new Date(ms).toLocaleString('zh-CN', { hour12: false });

function say(text: string, kind: 'ok' | 'error' | '' = '') {
  const m = byId('message');
  m.textContent = text;
  m.className = kind;
}

/** A chart of one remote: one series per version over the window's buckets. */
function chart(
  title: string,
  testId: string,
  t: RemoteTimeline,
  value: (p: RemoteTimeline['versions'][number]['points'][number]) => number | null,
  width: number,
) {
  const box = el('div', { class: 'chart', 'data-testid': testId }, el('h3', {}, title));
  const xs = t.versions[0]?.points.map((p) => p.t / 1000) ?? [];
  const data: uPlot.AlignedData = [xs, ...t.versions.map((v) => v.points.map(value))];
  const colours = ['#2563eb', '#f59e0b', '#16a34a', '#b91c1c', '#7c3aed', '#0891b2'];
  const opts: uPlot.Options = {
    width,
    height: 180,
    scales: { x: { time: true } },
    series: [{}, ...t.versions.map((v, i) => ({ label: v.version, stroke: colours[i % colours.length], width: 2, spanGaps: true }))],
    axes: [{}, { size: 50 }],
  };
  new uPlot(opts, data, box);
  return box;
}

function remoteCard(data: HealthData, name: string, entry: RegistryEntry, act: (remote: string, action: HealthAction, input: HTMLInputElement) => void) {
  const folder = data.folders[name] ?? name;
  const t = data.timelines.find((x) => x.remote === name);
  const c = entry.candidate;
  const card = el('section', { class: 'card remote', 'data-testid': `health-remote-${folder}` });
  card.append(el('h2', {}, `${folder}（${name}）`));
  const facts = el(
    'div',
    { class: 'facts' },
    el('span', {}, '当前版本 ', el('b', { 'data-testid': `health-active-${folder}` }, entry.active)),
    el('span', {}, '候选版本 ', el('b', { 'data-testid': `health-candidate-${folder}` }, c ? `${c.version}（${c.percent}%）` : '无')),
    el('span', {}, '可回滚到 ', el('b', {}, entry.previous.map((p) => p.version).join('、') || '无')),
  );
  card.append(facts);
  const canaryPct = c?.percent ?? 0;
  const observed = t ? t.cohortLoads : { stable: 0, canary: 0 };
  card.append(
    el('div', {}, `灰度分流：稳定 ${100 - canaryPct}% / 灰度 ${canaryPct}% · 实际加载：稳定 ${observed.stable} 次 / 灰度 ${observed.canary} 次`),
    el(
      'div',
      { class: 'split', title: '灰度分流' },
      el('div', { class: 'stable', style: `width:${100 - canaryPct}%` }),
      el('div', { class: 'canary', style: `width:${canaryPct}%` }),
    ),
  );
  const versions = data.summary.filter((h) => h.remote === name);
  card.append(
    el(
      'div',
      { 'data-testid': `health-runtime-errors-${folder}` },
      `运行时错误（已显示后渲染出错）：${versions.map((h) => `${h.version} ${h.runtimeErrors} 次`).join(' / ') || '无数据'}`,
    ),
  );
  const width = Math.max(280, Math.min(560, window.innerWidth - 80));
  if (t && t.versions.length > 0) {
    card.append(
      el(
        'div',
        { class: 'charts' },
        chart('加载失败次数', `health-chart-failures-${folder}`, t, (p) => p.failures, width),
        chart('加载耗时 p75（毫秒）', `health-chart-load-${folder}`, t, (p) => p.p75LoadMs, width),
      ),
    );
  } else card.append(el('p', { class: 'empty' }, '该时间窗口内没有加载数据'));
  const input = el('input', { placeholder: '原因（必填）', maxlength: '200', 'aria-label': `${folder} 操作原因` });
  const actions = el('div', { class: 'actions' }, input);
  for (const action of ['promote', 'abort', 'rollback'] as HealthAction[]) {
    const yours = data.viewer.remotes === null || data.viewer.remotes.includes(folder);
    const disabled = !yours || (action === 'rollback' ? entry.previous.length === 0 : !c);
    const b = el(
      'button',
      { type: 'button', class: action === 'rollback' ? 'danger' : action === 'abort' ? 'secondary' : '', 'data-testid': `health-${action}-${folder}` },
      ACTION_LABEL[action],
    );
    b.disabled = disabled;
    if (!yours) b.title = `团队 ${data.viewer.actor} 的密钥不能变更 ${folder}`;
    b.addEventListener('click', () => act(folder, action, input));
    actions.append(b);
  }
  card.append(actions);
  return card;
}

function journalRows(lines: JournalEntry[]) {
  const body = byId('journal').querySelector('tbody')!;
  body.replaceChildren(
    ...lines.map((j) =>
      el(
        'tr',
        {},
        el('td', {}, String(j.revision)),
        el('td', {}, time(j.at)),
        el('td', {}, j.actor, ...(j.note ? [el('span', { class: 'muted' }, `（${j.note}）`)] : [])),
        el('td', {}, j.remote),
        el('td', {}, j.action),
        el('td', {}, `${j.from ?? '-'} → ${j.to ?? '-'}`),
        el('td', {}, j.reason),
        el('td', {}, j.trigger),
      ),
    ),
  );
}

function start() {
  const session = { token: sessionStorage.getItem(TOKEN_KEY) ?? '', actor: sessionStorage.getItem(ACTOR_KEY) ?? '' };
  const login = byId<HTMLFormElement>('login');
  const board = byId('board');

  const showLogin = (error = '') => {
    login.hidden = false;
    board.hidden = true;
    byId('login-error').textContent = error;
    byId<HTMLInputElement>('actor').value = session.actor;
  };

  const load = async () => {
    const hours = byId<HTMLSelectElement>('window').value;
    const res = await fetch(`/ops/api/health?hours=${encodeURIComponent(hours)}`, { headers: { authorization: `Bearer ${session.token}` } });
    if (res.status === 401) return showLogin(((await res.json().catch(() => ({}))) as { message?: string }).message ?? '运维令牌无效');
    if (!res.ok) return say(`加载失败（HTTP ${res.status}）`, 'error');
    const data = (await res.json()) as HealthData;
    login.hidden = true;
    board.hidden = false;
    const who = data.viewer.remotes === null ? `身份 ${data.viewer.actor}` : `团队 ${data.viewer.actor}（可变更 ${data.viewer.remotes.join('、')}）`;
    byId('stamp').textContent =
      `${who} · 数据时间 ${time(data.at)} · 注册表版本 ${data.registry.revision ?? 0} · 外壳 ${data.registry.shell?.version ?? '未记录'}`;
    const names = Object.keys(data.registry.remotes).sort();
    byId('remotes').replaceChildren(...names.map((n) => remoteCard(data, n, data.registry.remotes[n]!, act)));
    journalRows(data.journal);
  };

  const act = async (remote: string, action: HealthAction, input: HTMLInputElement) => {
    const reason = input.value.trim();
    if (!reason) {
      say('请填写原因', 'error');
      input.focus();
      return;
    }
    if (!window.confirm(`确定对 ${remote} 执行「${ACTION_LABEL[action]}」？`)) return;
    const res = await fetch('/ops/api/health/action', {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ remote, action, reason, actor: session.actor }),
    });
    if (res.status === 401) return showLogin(((await res.json().catch(() => ({}))) as { message?: string }).message ?? '运维令牌无效');
    const answer = (await res.json().catch(() => ({ ok: false, message: `HTTP ${res.status}` }))) as { ok: boolean; message?: string; revision?: number };
    if (answer.ok) say(`已执行：${remote} ${ACTION_LABEL[action]}（注册表版本 ${answer.revision}）`, 'ok');
    else say(`未执行：${answer.message ?? '未知原因'}`, 'error');
    await load();
  };

  login.addEventListener('submit', (e) => {
    e.preventDefault();
    session.token = byId<HTMLInputElement>('token').value.trim();
    session.actor = byId<HTMLInputElement>('actor').value.trim();
    sessionStorage.setItem(TOKEN_KEY, session.token);
    sessionStorage.setItem(ACTOR_KEY, session.actor);
    void load();
  });
  byId('refresh').addEventListener('click', () => void load());
  byId('window').addEventListener('change', () => void load());
  if (session.token && session.actor) void load();
  else showLogin();
}

start();
