import type { RemoteName } from '@site/shared';

/**
 * The shape the main area shows while a page is on its way (guards running, remote loading), so
 * the content lands where the outline was and nothing below it jumps (CLS < 0.1).
 * - sidebarArticle: a topic menu beside an article (the help centre, its 232 px column)
 * - tiles: a heading over a grid of venue or activity tiles
 * - panel: a heading over one content panel (member centre, sports)
 * - page: the shell's own pages (home and the rest), a banner over tiles
 */
export type SkeletonShape = 'sidebarArticle' | 'tiles' | 'panel' | 'page';

export const SKELETON_OF_OWNER: Record<'shell' | RemoteName, SkeletonShape> = {
  shell: 'page',
  mf_help: 'sidebarArticle',
  mf_casino: 'tiles',
  mf_activity: 'tiles',
  mf_member: 'panel',
  mf_sports: 'panel',
  mf_auth: 'panel',
};
