import { siteIconHref } from './site-icon';

/** Titles longer than this scroll like a marquee (spec §2). */
export const TITLE_SCROLL_ABOVE = 15;
export const TITLE_SCROLL_STEP_MS = 300;

/** The title after `step` marquee steps: the text rotated left by one character per step. */
export function marqueeFrame(title: string, step: number): string {
  const chars = Array.from(title);
  if (chars.length <= TITLE_SCROLL_ABOVE) return title;
  const gap = [...chars, ' ', ' '];
  const i = step % gap.length;
  return [...gap.slice(i), ...gap.slice(0, i)].join('').trimEnd();
}

/**
 * Keeps document.title on the site title; a title longer than 15 characters scrolls one
 * character every 300 ms. Returns a stop function (call it before setting another title).
 */
export function startTitle(title: string, doc: { title: string } = document): () => void {
  doc.title = title;
  if (Array.from(title).length <= TITLE_SCROLL_ABOVE) return () => undefined;
  let step = 0;
  const timer = setInterval(() => {
    step += 1;
    doc.title = marqueeFrame(title, step);
  }, TITLE_SCROLL_STEP_MS);
  return () => clearInterval(timer);
}

/**
 * The site icon (link rel=icon) from siteBaseConfig.icon, the shell's own inline (siteIconHref); an empty or odd
 * value is ignored.
 */
export function setSiteIcon(icon: string, doc: Document = document): void {
  if (!icon || !/^(https?:\/\/|\/)[^\s"'<>]*$/.test(icon)) return;
  let link = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  link.href = siteIconHref(icon);
}
