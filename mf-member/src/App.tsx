import type { MountProps } from '@site/shared';
import { withPlatform } from '@site/shared/react';
import { NotOpenYet } from '@site/shared/remote';
import { NS, useMemberCatalogs } from './i18n/catalog';
import { loadSectionOf, sectionOf } from './sections';
import { SectionView } from './SectionView';

// The first page's section comes with this module (see loadSectionOf); later pages' load when they open.
if (typeof window !== 'undefined') loadSectionOf(window.location.pathname);

/**
 * The member centre (/mine/*): each route's page from its section (a chunk of its own, loaded when first
 * opened); a route this remote does not know keeps the honest "not open yet" panel.
 */
export const App = withPlatform(function MemberApp({ i18n, route, navigate }: MountProps) {
  useMemberCatalogs(i18n);
  const section = sectionOf(route.name);
  if (section) return <SectionView key={section.name} section={section} />;
  return <NotOpenYet ns={NS} i18n={i18n} route={route} navigate={navigate} />;
});
