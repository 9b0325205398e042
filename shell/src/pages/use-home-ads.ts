import { useEffect, useState } from 'react';
import { MARQUEE_NOTICES, getMyDiscountAd, queryNoticeListByPage, type Banner, type Notice } from '@site/shared';
import { useLanguage } from '@site/shared/react';
import { usePlatform } from '../platform/platform-context';

export interface HomeAds {
  /** null until the notices arrive (the bar keeps its height meanwhile). */
  notices: Notice[] | null;
  /** null until the banners arrive (their slots keep their size meanwhile). */
  banners: Banner[] | null;
}

/**
 * The home page's notice marquee and promotion banners (spec §7 advertising); a failed call leaves its part
 * empty. On a first load onto home they come with the index page (no call: a guest's home loads no http client).
 * A language switch asks for both again (the api writes them in the language asked for); the ones shown stay
 * until the new ones come. The shell's one read outside the remotes' data layer: TanStack Query would add about
 * 10 KB gzip to the home page's first JS, which the home-js budget does not have.
 */
export function useHomeAds(): HomeAds {
  const { http, siteStore, i18n } = usePlatform();
  const language = useLanguage(i18n);
  const [shown, setShown] = useState<{ language: string; ads: HomeAds }>(() => ({
    language: i18n.language,
    ads: siteStore.takeHomeAds() ?? { notices: null, banners: null },
  }));
  const inLanguage = shown.language === language;
  const complete = shown.ads.notices !== null && shown.ads.banners !== null;
  useEffect(() => {
    if (inLanguage && complete) return undefined;
    let live = true;
    const take = (part: Partial<HomeAds>) => live && setShown((s) => ({ language, ads: { ...s.ads, ...part } }));
    http.call(queryNoticeListByPage, { pageNum: 1, pageSize: MARQUEE_NOTICES }, { silent: true }).then(
      (page) => take({ notices: page.list }),
      () => take({ notices: [] }),
    );
    http.call(getMyDiscountAd, {}, { silent: true }).then(
      (banners) => take({ banners }),
      () => take({ banners: [] }),
    );
    return () => {
      live = false;
    };
    // Once per mount and language: the boot's answer or the calls' (complete is read only to skip the calls when
    // the ads came with the page).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http, language]);
  return shown.ads;
}
