import { SHELL_ICON } from '@site/shared';
// The shell's icon (391 bytes) inline, as a data: URI (webpack's asset rule): the header's brand mark and the
// default site icon make no request of their own (the icon's path revalidates on every page load).
import shellIcon from '../../public/favicon.svg';

/** The shell's icon, inline: the header's brand mark. */
export const brandMark: string = shellIcon;

/** The href the page's icon link takes for the site's icon: the shell's own inline, any other as configured. */
export function siteIconHref(icon: string): string {
  return icon === SHELL_ICON ? brandMark : icon;
}
