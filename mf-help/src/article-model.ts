import type { Catalog } from '@site/shared';
import { sourceCatalog } from './i18n/catalog';
import type { HelpTopic } from './topics';

/**
 * The shape of an article, read from the zh-CN source catalog: which sections and blocks exist.
 * It holds i18n keys only; components translate them, so a language switch re-renders the text.
 */
export type Block =
  | { kind: 'text' | 'steps' | 'items' | 'chips'; keys: string[] }
  | { kind: 'table'; head: string[]; rows: string[][] }
  | { kind: 'qa'; pairs: { q: string; a: string }[] };

export interface SectionModel {
  id: string;
  heading: string;
  blocks: Block[];
}

export interface ArticleModel {
  topic: HelpTopic;
  title: string;
  summary: string;
  sections: SectionModel[];
}

/** The legal documents the ./legal parcel renders, and the topic each one is. */
export const LEGAL_DOCS = { terms: 'gztk', privacy: 'ysgz' } as const satisfies Record<string, HelpTopic>;
export type LegalDocId = keyof typeof LEGAL_DOCS;
export const isLegalDoc = (value: unknown): value is LegalDocId => value === 'terms' || value === 'privacy';

const LIST_BLOCKS = ['text', 'steps', 'items', 'chips'] as const;

const isCatalog = (v: unknown): v is Catalog => typeof v === 'object' && v !== null;

/** Numbered keys ("1", "2", ... "10") in numeric order. */
function numbered(node: unknown, path: string): string[] {
  if (!isCatalog(node)) throw new Error(`help catalog: ${path} must be an object of numbered entries`);
  return Object.keys(node)
    .sort((a, b) => Number(a) - Number(b))
    .map((k) => `${path}.${k}`);
}

function blockOf(kind: string, node: unknown, path: string): Block {
  if ((LIST_BLOCKS as readonly string[]).includes(kind)) {
    return { kind: kind as (typeof LIST_BLOCKS)[number], keys: numbered(node, path) };
  }
  if (kind === 'table' && isCatalog(node)) {
    const head = numbered(node.head, `${path}.head`);
    const rows = numbered(node.rows, `${path}.rows`).map((rowKey) => numbered(at(rowKey), rowKey));
    return { kind: 'table', head, rows };
  }
  if (kind === 'qa') {
    return { kind: 'qa', pairs: numbered(node, path).map((k) => ({ q: `${k}.q`, a: `${k}.a` })) };
  }
  throw new Error(`help catalog: unknown block "${kind}" at ${path}`);
}

function at(path: string): unknown {
  return path.split('.').reduce<unknown>((node, k) => (isCatalog(node) ? node[k] : undefined), sourceCatalog);
}

/** Sections and blocks of one topic, in the catalog's order (blocks keep their written order). */
export function articleModel(topic: HelpTopic): ArticleModel {
  const base = `topics.${topic}`;
  const sections = numbered(at(`${base}.sections`), `${base}.sections`).map((sectionKey): SectionModel => {
    const node = at(sectionKey);
    if (!isCatalog(node)) throw new Error(`help catalog: ${sectionKey} must be an object`);
    const blocks = Object.keys(node)
      .filter((k) => k !== 'heading')
      .map((k) => blockOf(k, node[k], `${sectionKey}.${k}`));
    return { id: sectionKey.split('.').pop() ?? '', heading: `${sectionKey}.heading`, blocks };
  });
  return { topic, title: `${base}.title`, summary: `${base}.summary`, sections };
}

/** Every key of an article, for tests and for a plain-text rendering. */
export function articleKeys(model: ArticleModel): string[] {
  return [
    model.title,
    model.summary,
    ...model.sections.flatMap((s) => [
      s.heading,
      ...s.blocks.flatMap((b) => (b.kind === 'table' ? [...b.head, ...b.rows.flat()] : b.kind === 'qa' ? b.pairs.flatMap((p) => [p.q, p.a]) : b.keys)),
    ]),
  ];
}
