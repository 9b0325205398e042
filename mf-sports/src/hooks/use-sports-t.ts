import { usePlatform, useT } from '@site/shared/react';
import { NS, registerSportsCatalogs } from '../i18n/catalog';

/** The sports catalog's translate function (registers the zh-CN source on first use; the parcel's mount step has the page's language in). */
export function useSportsT() {
  const { i18n } = usePlatform();
  registerSportsCatalogs(i18n);
  return useT(i18n, NS);
}
