import { usePlatform, useT } from '@site/shared/react';
import { NS, registerCasinoCatalogs } from '../i18n/catalog';

/** The casino catalog's translate function (registers the zh-CN source on first use; a parcel's mount step has the page's language in). */
export function useCasinoT() {
  const { i18n } = usePlatform();
  registerCasinoCatalogs(i18n);
  return useT(i18n, NS);
}
