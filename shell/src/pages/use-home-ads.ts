import { useEffect, useState } from 'react';
import { MARQUEE_NOTICES, getMyDiscountAd, queryNoticeListByPage, type Banner, type Notice } from '@site/shared';
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
 */
export function useHomeAds(): HomeAds {
  const { http, siteStore } = usePlatform();
  const [ads, setAds] = useState<HomeAds>(() => siteStore.takeHomeAds() ?? { notices: null, banners: null });
  useEffect(() => {
    if (ads.notices !== null && ads.banners !== null) return undefined;
    let live = true;
    http.call(queryNoticeListByPage, { pageNum: 1, pageSize: MARQUEE_NOTICES }, { silent: true }).then(
      (page) => live && setAds((a) => ({ ...a, notices: page.list })),
      () => live && setAds((a) => ({ ...a, notices: [] })),
    );
    http.call(getMyDiscountAd, {}, { silent: true }).then(
      (banners) => live && setAds((a) => ({ ...a, banners })),
      () => live && setAds((a) => ({ ...a, banners: [] })),
    );
    return () => {
      live = false;
    };
    // Once per mount: the boot's answer or the calls' (ads is read only to skip the calls when it came with the page).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http]);
  return ads;
}
