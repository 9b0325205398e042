/** Where the site's root leads (spec §2: '/' is the home page). */
export const HOME_PATH = '/home';

/** Whether a path opens the home page (the site's root or /home): the shell renders it at once, the api sends its boot data. */
export function isHomePath(pathname: string): boolean {
  return pathname === '/' || pathname === HOME_PATH;
}
