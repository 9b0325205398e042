import { HELP_TOPICS, type HelpTopic, type RouteMatch } from '@site/shared';

export { HELP_TOPICS, type HelpTopic };

/** The first topic: the help centre opens here, and an unknown topic links back to it. */
export const FIRST_TOPIC: HelpTopic = 'kh';

export type TopicGroupId = 'start' | 'guide' | 'faq' | 'about';

/** Side-menu groups: contiguous runs of the spec's menu order, so the order is unchanged. */
export const TOPIC_GROUPS: readonly { id: TopicGroupId; topics: readonly HelpTopic[] }[] = [
  { id: 'start', topics: ['kh', 'ck', 'qk', 'zz', 'yhgz', 'tjllq', 'xnbcqkjc'] },
  { id: 'guide', topics: ['tytzjc', 'tysstqth', 'fjcjc', 'rqgl', 'dxqgl'] },
  { id: 'faq', topics: ['cpwt', 'dzjj', 'tywt', 'zrwt', 'qtwt', 'bczr'] },
  { id: 'about', topics: ['gywm', 'gztk', 'hzhb', 'ysgz', 'zxkf'] },
];

/** Topics that carry the customer-service notice of spec §8 (official deposit channels only). */
export const OFFICIAL_NOTICE_TOPICS: readonly HelpTopic[] = ['ck', 'zxkf'];

/** A few hand-picked next reads per topic. */
export const RELATED: Readonly<Record<HelpTopic, readonly HelpTopic[]>> = {
  kh: ['ck', 'yhgz', 'gztk'],
  ck: ['zz', 'qk', 'zxkf'],
  qk: ['yhgz', 'xnbcqkjc', 'tjllq'],
  zz: ['ck', 'qk', 'dzjj'],
  yhgz: ['qk', 'kh', 'ysgz'],
  tjllq: ['zz', 'qk', 'gztk'],
  xnbcqkjc: ['qk', 'yhgz', 'ck'],
  tytzjc: ['tysstqth', 'dxqgl', 'tywt'],
  tysstqth: ['tytzjc', 'tywt', 'gztk'],
  fjcjc: ['cpwt', 'zz', 'gztk'],
  rqgl: ['tytzjc', 'tywt', 'gztk'],
  dxqgl: ['tytzjc', 'tysstqth', 'tywt'],
  cpwt: ['fjcjc', 'gztk', 'zxkf'],
  dzjj: ['zz', 'tjllq', 'zxkf'],
  tywt: ['tytzjc', 'tysstqth', 'dxqgl'],
  zrwt: ['bczr', 'tjllq', 'gztk'],
  qtwt: ['kh', 'ysgz', 'zxkf'],
  bczr: ['zrwt', 'tjllq', 'gztk'],
  gywm: ['gztk', 'hzhb', 'zxkf'],
  gztk: ['ysgz', 'gywm', 'zxkf'],
  hzhb: ['gywm', 'gztk', 'zxkf'],
  ysgz: ['gztk', 'kh', 'zxkf'],
  zxkf: ['ck', 'qk', 'qtwt'],
};

export function isHelpTopic(value: unknown): value is HelpTopic {
  return typeof value === 'string' && (HELP_TOPICS as readonly string[]).includes(value);
}

export function groupOf(topic: HelpTopic): TopicGroupId {
  return TOPIC_GROUPS.find((g) => g.topics.includes(topic))?.id ?? 'start';
}

/** What the route asks for: a known topic, or an unknown one (shown as such, never a crash). */
export type TopicRequest = { kind: 'topic'; topic: HelpTopic } | { kind: 'unknown'; raw: string };

/** /app/help (no topic) opens the first topic; /app/help/:topic opens that topic when it exists. */
export function topicFromRoute(route: RouteMatch | undefined): TopicRequest {
  const raw = route?.params?.topic;
  if (raw === undefined || raw === '') return { kind: 'topic', topic: FIRST_TOPIC };
  return isHelpTopic(raw) ? { kind: 'topic', topic: raw } : { kind: 'unknown', raw: String(raw) };
}

/** The route target of a topic (the shell owns routing). */
export const topicTarget = (topic: HelpTopic) => ({ name: 'helpTopic', params: { topic } });
export const topicPath = (topic: HelpTopic) => `/app/help/${topic}`;
