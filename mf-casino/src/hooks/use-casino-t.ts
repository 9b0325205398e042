import { usePlatform, useT } from '@site/shared/react';
import { NS, registerCasinoCatalogs } from '../i18n/catalog';

/** The casino catalog's translate function (registers the catalogs on first use). */
export function useCasinoT() {
  const { i18n } = usePlatform();
  registerCasinoCatalogs(i18n);
  return useT(i18n, NS);
}
