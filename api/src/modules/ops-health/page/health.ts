import uPlot from 'uplot';
import type { JournalEntry, RegistryEntry } from '@site/shared';
import type { VersionHealth } from '../../telemetry/telemetry-summary';
import type { HealthAction, HealthData, HealthRollout } from '../health-data';
import type { RemoteTimeline } from '../health-timeline';

/**
 * The ops dashboard in the browser: asks for the data with the ops token, draws it (per remote its versions with
 * their health, the rollout and its verdict, the charts; the shell; the journal), runs the actions, and refreshes
 * itself every few seconds while the tab is shown, keeping any action form being filled in.
 */

const TOKEN_KEY = 'opsHealth.token';
const ACTOR_KEY = 'opsHealth.actor';
/** How often the page refreshes itself while its tab is shown. */
const REFRESH_MS = 5000;
const ACTION_LABEL: Record<HealthAction, string> = {
  promote: '全量发布候选版本',
  abort: '中止灰度',
  rollback: '回滚',
  stage: '调整灰度比例',
  'mark-bad': '标记为坏版本',
  'shell-rollback': '回滚外壳',
};
/** The percents a canary without a plan may be set to from the page. */
const MANUAL_STAGES = [0, 1, 5, 10, 25, 50, 100];

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
const cell = (n: number | null, unit = ''): string => (n === null ? '—' : `${n}${unit}`);
const minutesText = (ms: number): string => (ms >= 3_600_000 && ms % 3_600_000 === 0 ? `${ms / 3_600_000} 小时` : `${Math.round(ms / 60_000)} 分钟`);

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

/** What the page asks of an action besides its reason (the version to land on, the percent, the bad version). */
interface ActionInput {
  to?: string;
  percent?: number;
  version?: string;
}
type Act = (remote: string, action: HealthAction, reason: HTMLInputElement, input?: ActionInput) => void;

/** Each version of a remote the registry or the window knows, with what it is to the registry and how it did. */
function versionsTable(folder: string, entry: RegistryEntry, health: VersionHealth[]) {
  const c = entry.candidate;
  const names = [
    entry.active,
    ...(c ? [c.version] : []),
    ...entry.previous.map((p) => p.version),
    ...(entry.bad ?? []).map((b) => b.version),
    ...health.map((h) => h.version),
  ];
  const marksOf = (v: string): HTMLElement[] => {
    const marks: HTMLElement[] = [];
    if (v === entry.active) marks.push(el('span', { class: 'tag active' }, '当前'));
    if (c?.version === v)
      marks.push(c.percent === 0 ? el('span', { class: 'tag demoted' }, '已降级（0%）') : el('span', { class: 'tag canary' }, `灰度 ${c.percent}%`));
    const bad = (entry.bad ?? []).find((b) => b.version === v);
    if (bad) marks.push(el('span', { class: 'tag bad', title: bad.reason }, `坏版本：${bad.reason}`));
    else if (entry.previous.some((p) => p.version === v)) marks.push(el('span', { class: 'tag' }, '可回滚'));
    return marks;
  };
  const rows = [...new Set(names)].map((v) => {
    const h = health.find((x) => x.version === v);
    const rate = h && h.loads > 0 ? Number(((h.runtimeErrors / h.loads) * 100).toFixed(1)) : null;
    return el(
      'tr',
      { 'data-testid': `health-version-${folder}-${v}` },
      el('td', {}, el('b', {}, v)),
      el('td', {}, ...marksOf(v)),
      el('td', {}, h ? String(h.loads) : '0'),
      el('td', { class: h && h.failurePercent > 0 ? 'warn' : '' }, h ? `${h.failurePercent}%` : '—'),
      el('td', {}, h ? `${h.runtimeErrors} 次${rate === null ? '' : `（${rate}%）`}` : '—'),
      el('td', {}, cell(h?.p75LoadMs ?? null, ' ms')),
      el('td', {}, cell(h?.p75LcpMs ?? null, ' ms')),
      el('td', {}, cell(h?.p75InpMs ?? null, ' ms')),
    );
  });
  return el(
    'div',
    { class: 'scroll' },
    el(
      'table',
      { class: 'versions', 'data-testid': `health-versions-${folder}` },
      el('thead', {}, el('tr', {}, ...['版本', '状态', '加载次数', '加载失败率', '运行时错误', 'p75 加载', 'p75 LCP', 'p75 INP'].map((h) => el('th', {}, h)))),
      el('tbody', {}, ...rows),
    ),
  );
}

/** A planned rollout: the stages (the current one marked), the comparison with the stable version, the verdict. */
function rolloutPanel(folder: string, r: HealthRollout) {
  const stages = el(
    'ol',
    { class: 'stages' },
    ...r.stages.map((p, i) => el('li', { class: i < r.stage ? 'done' : i === r.stage && r.percent > 0 ? 'current' : '' }, `${p}%`)),
  );
  const rows = r.rows.map((m) =>
    el(
      'tr',
      { class: m.worse ? 'worse' : '' },
      el('td', {}, m.name),
      el('td', {}, cell(m.candidate, m.unit === '%' ? '%' : ` ${m.unit}`)),
      el('td', {}, cell(m.stable, m.unit === '%' ? '%' : ` ${m.unit}`)),
      el('td', {}, `+${m.margin}${m.unit === '%' ? ' 个百分点' : ` ${m.unit}`}`),
      el('td', {}, m.candidate === null || m.stable === null ? '无法比较' : m.worse ? '超出容差' : '正常'),
    ),
  );
  const verdict = r.stopped ? `已中止：${r.stopped.reason}` : r.verdict ? r.verdict.text : '候选版本为 0%，不再评判';
  return el(
    'div',
    { class: 'rollout', 'data-testid': `health-rollout-${folder}` },
    el('h3', {}, `分阶段发布 ${r.version}（对比稳定版本 ${r.stable}，每阶段观察 ${minutesText(r.bakeMs)}）`),
    stages,
    el('div', { 'data-testid': `health-rollout-stage-${folder}` }, `当前阶段 ${r.stage + 1}/${r.stages.length} · ${r.percent}% · 开始于 ${time(r.stageSince)}`),
    el(
      'div',
      { class: 'scroll' },
      el(
        'table',
        { class: 'compare' },
        el('thead', {}, el('tr', {}, ...['指标', '候选版本', '稳定版本', '容差', '结论'].map((h) => el('th', {}, h)))),
        el('tbody', {}, ...rows),
      ),
    ),
    el('p', { class: `verdict ${r.stopped || r.verdict?.kind === 'abort' ? 'bad' : ''}`, 'data-testid': `health-verdict-${folder}` }, verdict),
  );
}

function select(label: string, options: Array<[string, string]>) {
  const s = el('select', { 'aria-label': label }, ...options.map(([value, text]) => el('option', { value }, text)));
  s.disabled = options.length === 0;
  return s;
}

function remoteCard(data: HealthData, name: string, entry: RegistryEntry, act: Act) {
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
    versionsTable(folder, entry, versions),
  );
  const rollout = data.rollouts.find((r) => r.remote === name);
  if (rollout) card.append(rolloutPanel(folder, rollout));
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
  card.append(remoteActions(data, folder, entry, act));
  return card;
}

/** A remote's actions: one required reason, and a button (with what it needs chosen beside it) per verb. */
function remoteActions(data: HealthData, folder: string, entry: RegistryEntry, act: Act) {
  const c = entry.candidate;
  const yours = data.viewer.remotes === null || data.viewer.remotes.includes(folder);
  const reason = el('input', { placeholder: '原因（必填）', maxlength: '200', 'aria-label': `${folder} 操作原因` });
  const bad = new Set((entry.bad ?? []).map((b) => b.version));
  const to = select(
    `${folder} 回滚到`,
    entry.previous.filter((p) => !bad.has(p.version)).map((p) => [p.version, p.version]),
  );
  const percents = (c?.plan ? [0, ...c.plan.stages] : MANUAL_STAGES).filter((p) => p !== c?.percent);
  const percent = select(
    `${folder} 灰度比例`,
    percents.map((p) => [String(p), `${p}%`]),
  );
  const badVersion = select(
    `${folder} 坏版本`,
    entry.available.filter((v) => !bad.has(v)).map((v) => [v, v]),
  );
  const button = (action: HealthAction, enabled: boolean, input: () => ActionInput = () => ({})) => {
    const b = el(
      'button',
      {
        type: 'button',
        class: action === 'rollback' || action === 'mark-bad' ? 'danger' : action === 'promote' ? '' : 'secondary',
        'data-testid': `health-${action}-${folder}`,
      },
      ACTION_LABEL[action],
    );
    b.disabled = !yours || !enabled;
    if (!yours) b.title = `团队 ${data.viewer.actor} 的密钥不能变更 ${folder}`;
    b.addEventListener('click', () => act(folder, action, reason, input()));
    return b;
  };
  const group = (...children: Node[]) => el('div', { class: 'group' }, ...children);
  const actions = el(
    'div',
    { class: 'actions' },
    group(reason),
    group(button('promote', Boolean(c)), button('abort', Boolean(c))),
    group(
      percent,
      button('stage', Boolean(c) && percents.length > 0, () => ({ percent: Number(percent.value) })),
    ),
    group(
      to,
      button('rollback', entry.previous.length > 0, () => ({ to: to.value || undefined })),
    ),
    group(
      badVersion,
      button('mark-bad', entry.available.length > bad.size, () => ({ version: badVersion.value })),
    ),
  );
  return actions;
}

/** The shell: the version the index page serves, the earlier ones, and its own rollback (ops only). */
function shellCard(data: HealthData, act: Act) {
  const shell = data.registry.shell;
  const earlier = data.registry.shellPrevious ?? [];
  const card = el('section', { class: 'card shell', 'data-testid': 'health-shell' });
  card.append(
    el('h2', {}, '外壳（shell）'),
    el(
      'div',
      { class: 'facts' },
      el('span', {}, '当前版本 ', el('b', { 'data-testid': 'health-shell-version' }, shell ? `${shell.version}（kit ${shell.kit}）` : '未记录')),
      el('span', {}, '上一个版本 ', el('b', { 'data-testid': 'health-shell-previous' }, earlier[0]?.version ?? '无')),
      el(
        'span',
        {},
        '更早：',
        el(
          'b',
          {},
          earlier
            .slice(1)
            .map((s) => s.version)
            .join('、') || '无',
        ),
      ),
    ),
  );
  const ops = data.viewer.remotes === null;
  const reason = el('input', { placeholder: '原因（必填）', maxlength: '200', 'aria-label': 'shell 操作原因' });
  const to = select(
    'shell 回滚到',
    earlier.map((s) => [s.version, `${s.version}（kit ${s.kit}）`]),
  );
  const b = el('button', { type: 'button', class: 'danger', 'data-testid': 'health-shell-rollback' }, ACTION_LABEL['shell-rollback']);
  b.disabled = !ops || earlier.length === 0;
  if (!ops) b.title = `团队 ${data.viewer.actor} 的密钥不能变更外壳`;
  b.addEventListener('click', () => act('shell', 'shell-rollback', reason, { to: to.value || undefined }));
  card.append(el('div', { class: 'actions' }, el('div', { class: 'group' }, reason), el('div', { class: 'group' }, to, b)));
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

/** An action form being filled in: a reason typed, a choice made, or the focus in it. */
const busy = (form: Element | null | undefined): form is HTMLElement =>
  form instanceof HTMLElement &&
  (form.contains(document.activeElement) ||
    [...form.querySelectorAll<HTMLInputElement>('input')].some((i) => i.value.trim() !== '') ||
    form.hasAttribute('data-touched'));

/**
 * Replaces the cards of `box` with `next`. On an automatic refresh (`keepBusy`) a card's action form being filled in
 * is carried into its new card as it is (what was typed and chosen, and the focus), while the rest of the card shows
 * the new data.
 */
function swapCards(box: HTMLElement, next: HTMLElement[], keepBusy: boolean) {
  const old = new Map([...box.children].map((c) => [c.getAttribute('data-testid'), c]));
  const focused = document.activeElement instanceof HTMLElement && box.contains(document.activeElement) ? document.activeElement : null;
  const caret = focused instanceof HTMLInputElement ? [focused.selectionStart, focused.selectionEnd] : null;
  for (const card of next) {
    const fresh = card.querySelector('.actions');
    const form = old.get(card.getAttribute('data-testid'))?.querySelector('.actions');
    if (keepBusy && fresh && busy(form)) fresh.replaceWith(form);
    // A choice made in a select marks the form as being filled in, until the action or a refresh by hand.
    else fresh?.addEventListener('change', () => fresh.setAttribute('data-touched', ''));
  }
  box.replaceChildren(...next);
  if (focused?.isConnected && document.activeElement !== focused) {
    focused.focus({ preventScroll: true });
    if (caret && focused instanceof HTMLInputElement) focused.setSelectionRange(caret[0], caret[1]);
  }
}

function start() {
  const session = { token: sessionStorage.getItem(TOKEN_KEY) ?? '', actor: sessionStorage.getItem(ACTOR_KEY) ?? '' };
  const login = byId<HTMLFormElement>('login');
  const board = byId('board');
  let loading = false;

  const showLogin = (error = '') => {
    login.hidden = false;
    board.hidden = true;
    byId('login-error').textContent = error;
    byId<HTMLInputElement>('actor').value = session.actor;
  };

  /** Reads the data and draws it; an automatic refresh (`keepBusy`) leaves a card whose form is being filled in. */
  const load = async (keepBusy = false) => {
    if (loading && keepBusy) return;
    loading = true;
    try {
      const hours = byId<HTMLSelectElement>('window').value;
      const res = await fetch(`/ops/api/health?hours=${encodeURIComponent(hours)}`, { headers: { authorization: `Bearer ${session.token}` } });
      if (res.status === 401) return showLogin(((await res.json().catch(() => ({}))) as { message?: string }).message ?? '运维令牌无效');
      if (!res.ok) return say(`加载失败（HTTP ${res.status}）`, 'error');
      const data = (await res.json()) as HealthData;
      login.hidden = true;
      board.hidden = false;
      const who = data.viewer.remotes === null ? `身份 ${data.viewer.actor}` : `团队 ${data.viewer.actor}（可变更 ${data.viewer.remotes.join('、')}）`;
      byId('stamp').textContent = `${who} · 数据时间 ${time(data.at)} · 注册表版本 ${data.registry.revision ?? 0}`;
      swapCards(byId('shell'), [shellCard(data, act)], keepBusy);
      const names = Object.keys(data.registry.remotes).sort();
      swapCards(
        byId('remotes'),
        names.map((n) => remoteCard(data, n, data.registry.remotes[n]!, act)),
        keepBusy,
      );
      journalRows(data.journal);
    } catch {
      say('加载失败：无法连接服务器', 'error');
    } finally {
      loading = false;
    }
  };

  const act: Act = async (remote, action, reasonInput, input = {}) => {
    const reason = reasonInput.value.trim();
    if (!reason) {
      say('请填写原因', 'error');
      reasonInput.focus();
      return;
    }
    const what =
      action === 'stage'
        ? `${ACTION_LABEL[action]}为 ${input.percent}%`
        : input.to || input.version
          ? `${ACTION_LABEL[action]}（${input.to ?? input.version}）`
          : ACTION_LABEL[action];
    if (!window.confirm(`确定对 ${remote} 执行「${what}」？`)) return;
    const res = await fetch('/ops/api/health/action', {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ remote, action, reason, actor: session.actor, ...input }),
    });
    if (res.status === 401) return showLogin(((await res.json().catch(() => ({}))) as { message?: string }).message ?? '运维令牌无效');
    const answer = (await res.json().catch(() => ({ ok: false, message: `HTTP ${res.status}` }))) as { ok: boolean; message?: string; revision?: number };
    if (answer.ok) say(`已执行：${remote} ${what}（注册表版本 ${answer.revision}）`, 'ok');
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
  // Every REFRESH_MS while the tab is shown (a hidden tab asks nothing), and at once when it is shown again.
  window.setInterval(() => {
    if (!document.hidden && !board.hidden) void load(true);
  }, REFRESH_MS);
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden && !board.hidden) void load(true);
  });
  if (session.token && session.actor) void load();
  else showLogin();
}

start();
