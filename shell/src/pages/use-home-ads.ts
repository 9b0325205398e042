import { useEffect, useState } from 'react';
import { getMyDiscountAd, queryNoticeListByPage, type Banner, type Notice } from '@site/shared';
import { usePlatform } from '../platform/platform-context';

/** Notices in the marquee (the first page is enough for a line that scrolls). */
export const MARQUEE_NOTICES = 10;

export interface HomeAds {
  /** null until the notices arrive (the bar keeps its height meanwhile). */
  notices: Notice[] | null;
  /** null until the banners arrive (their slots keep their size meanwhile). */
  banners: Banner[] | null;
}

/** The home page's notice marquee and promotion banners (spec §7 advertising); a failed call leaves its part empty. */
export function useHomeAds(): HomeAds {
  const { http } = usePlatform();
  const [ads, setAds] = useState<HomeAds>({ notices: null, banners: null });
  useEffect(() => {
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
  }, [http]);
  return ads;
}
