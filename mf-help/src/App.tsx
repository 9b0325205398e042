import type { MountProps } from '@site/shared';
import { registerHelpCatalogs } from './i18n/catalog';
import { HelpCenter } from './components/HelpCenter';

/** Root of the ./app parcel: the help centre at /app/help and /app/help/:topic. */
export function App(props: MountProps) {
  registerHelpCatalogs(props.i18n);
  return <HelpCenter {...props} />;
}
