import type { Avatar } from '@site/shared';

/** The avatars a member may choose: a face drawn in SVG over one of the palette's colours. */
const PALETTE: readonly [id: string, bg: string, fg: string][] = [
  ['a1', '#1f7ae0', '#ffd9a8'],
  ['a2', '#e0503a', '#ffe0c2'],
  ['a3', '#2aa876', '#f9d7b5'],
  ['a4', '#8a56d8', '#ffdcbc'],
  ['a5', '#f0a020', '#f5cfa8'],
  ['a6', '#3d4a5c', '#ffe3c8'],
  ['a7', '#d8467f', '#fbd3b0'],
  ['a8', '#0fa3b1', '#f6d1ad'],
];

function face(bg: string, skin: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="${bg}"/>` +
    `<circle cx="32" cy="28" r="14" fill="${skin}"/><path d="M10 58c4-12 13-17 22-17s18 5 22 17" fill="${skin}"/>` +
    `<circle cx="27" cy="27" r="2" fill="#333"/><circle cx="37" cy="27" r="2" fill="#333"/>` +
    `<path d="M27 33q5 4 10 0" stroke="#333" stroke-width="2" fill="none" stroke-linecap="round"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const AVATARS: readonly Avatar[] = PALETTE.map(([id, bg, fg]) => ({ id, url: face(bg, fg) }));

export const isAvatar = (id: string) => AVATARS.some((a) => a.id === id);

/** The image of a member's avatar: the chosen one's, or the first avatar's when none (or an unknown one) is chosen. */
export const avatarUrlOf = (id: string): string => (AVATARS.find((a) => a.id === id) ?? AVATARS[0])?.url ?? '';
