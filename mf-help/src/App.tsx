import type { MountProps } from '@site/shared';
import { withPlatform } from '@site/shared/react';
import { useHelpCatalogs } from './i18n/catalog';
import { HelpCenter } from './components/HelpCenter';

/** Root of the ./app parcel: the help centre at /app/help and /app/help/:topic. */
export const App = withPlatform(function HelpApp({ i18n }: MountProps) {
  useHelpCatalogs(i18n);
  return <HelpCenter />;
});
