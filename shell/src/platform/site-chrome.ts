import { autorun, type IReactionDisposer } from 'mobx';
import type { SiteStoreImpl } from './stores/site-store';
import { setSiteIcon, startTitle } from './page-title';

/**
 * Keeps the page in line with the site store: document title (marquee above 15 characters),
 * site icon, <html data-edition> (the edition's theme), data-sport-mode and lang.
 */
export function bindSiteChrome(site: SiteStoreImpl, doc: Document = document): IReactionDisposer[] {
  let stopTitle: () => void = () => undefined;
  return [
    autorun(() => {
      stopTitle();
      if (site.title) stopTitle = startTitle(site.title, doc);
    }),
    autorun(() => setSiteIcon(site.icon, doc)),
    autorun(() => {
      const html = doc.documentElement;
      html.dataset.edition = site.effectiveEdition;
      html.dataset.sportMode = site.sportMode ? 'on' : 'off';
      html.lang = site.language;
    }),
  ];
}
