import { createHash } from 'node:crypto';
import type { VenueTypeCode } from '@site/shared';
import { GAME_MOTIFS, type GameMotif } from './catalogue';

/**
 * The icons of venues and games: SVG drawn here for this site (no external images, no fonts to
 * fetch). The url names the content hash, so a browser keeps an icon for a year (immutable) and a
 * new drawing gets a new url: /venue-art/v/<enName>.<hash>.svg, /venue-art/g/<enName>/<gameCode>.<hash>.svg.
 */
export const ICON_PREFIX = '/venue-art';
const FONT = `'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','WenQuanYi Zen Hei',sans-serif`;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export const hashOf = (svg: string) => createHash('sha256').update(svg).digest('hex').slice(0, 10);

/** Colours of a category's venue tiles: [top, bottom, accent]. */
const CATEGORY_COLOURS: Record<VenueTypeCode, [string, string, string]> = {
  TY: ['#1f9d55', '#0b5d33', '#e8ffe9'],
  ZR: ['#c0392b', '#6e1410', '#ffd86b'],
  QP: ['#7b4bd6', '#3a1f7a', '#f3e8ff'],
  DJ: ['#1c7ed6', '#0b3b78', '#a5f3ff'],
  CP: ['#f08c00', '#a34700', '#fff3bf'],
  DZ: ['#d6336c', '#6f1239', '#ffe066'],
  BY: ['#0b7285', '#073b4c', '#c3fae8'],
};

/** What a venue's tile shows behind its mark, per category. */
const CATEGORY_DRAWING: Record<VenueTypeCode, (accent: string) => string> = {
  TY: (a) => `<circle cx="60" cy="46" r="24" fill="none" stroke="${a}" stroke-width="4"/>` + `<path d="M60 34l11 8-4 13H53l-4-13z" fill="${a}"/>`,
  ZR: (a) =>
    `<circle cx="60" cy="46" r="24" fill="none" stroke="${a}" stroke-width="4" stroke-dasharray="9 6"/>` + `<circle cx="60" cy="46" r="13" fill="${a}"/>`,
  QP: (a) => `<path d="M60 22c10 12 24 18 24 30a11 11 0 0 1-20 6l4 12H52l4-12a11 11 0 0 1-20-6c0-12 14-18 24-30z" fill="${a}"/>`,
  DJ: (a) =>
    `<rect x="30" y="32" width="60" height="30" rx="15" fill="${a}"/>` +
    `<path d="M42 41v12M36 47h12" stroke="#0b3b78" stroke-width="4"/><circle cx="74" cy="44" r="3.5" fill="#0b3b78"/><circle cx="80" cy="51" r="3.5" fill="#0b3b78"/>`,
  CP: (a) =>
    `<circle cx="46" cy="50" r="13" fill="${a}"/><circle cx="74" cy="50" r="13" fill="${a}" opacity=".8"/><circle cx="60" cy="32" r="11" fill="${a}" opacity=".9"/>`,
  DZ: (a) =>
    `<rect x="32" y="26" width="56" height="40" rx="8" fill="none" stroke="${a}" stroke-width="4"/>` +
    `<path d="M42 36h12l-8 20M58 36h12l-8 20" fill="none" stroke="${a}" stroke-width="4" stroke-linejoin="round"/>`,
  BY: (a) => `<path d="M28 46c14-18 40-18 52 0-12 18-38 18-52 0zm52 0l14-12v24z" fill="${a}"/><circle cx="44" cy="42" r="3.5" fill="#073b4c"/>`,
};

export interface VenueIconInput {
  code: string;
  type: VenueTypeCode;
  mark: string;
}

export function venueIconSvg(v: VenueIconInput): string {
  const [top, bottom, accent] = CATEGORY_COLOURS[v.type];
  const mark = escapeXml(v.mark);
  const size = v.mark.length > 2 ? 20 : 24;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${escapeXml(v.code)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="120" height="120" rx="24" fill="url(#g)"/>` +
    `<rect x="6" y="6" width="108" height="108" rx="19" fill="none" stroke="${accent}" stroke-opacity=".35" stroke-width="2"/>` +
    CATEGORY_DRAWING[v.type](accent) +
    `<text x="60" y="100" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff">${mark}</text>` +
    `</svg>`
  );
}

/** Colours of game tiles: picked by the game's code, so neighbours differ. */
const GAME_PALETTES: [string, string][] = [
  ['#ff6b6b', '#862e9c'],
  ['#fcc419', '#e8590c'],
  ['#20c997', '#1864ab'],
  ['#4dabf7', '#5f3dc4'],
  ['#f783ac', '#c2255c'],
  ['#94d82d', '#2b8a3e'],
  ['#ffa94d', '#c92a2a'],
  ['#66d9e8', '#0b7285'],
];

const GAME_DRAWING: Record<GameMotif, string> = {
  coin:
    '<circle cx="100" cy="78" r="40" fill="#ffd43b" stroke="#f08c00" stroke-width="6"/>' +
    '<rect x="88" y="66" width="24" height="24" rx="2" fill="none" stroke="#f08c00" stroke-width="6"/>',
  gem: '<path d="M70 58l14-18h32l14 18-30 44z" fill="#a5d8ff" stroke="#fff" stroke-width="4" stroke-linejoin="round"/><path d="M70 58h60M100 102L86 58l14-18 14 18z" fill="none" stroke="#fff" stroke-width="3"/>',
  flame: '<path d="M100 30c22 24 34 38 34 58a34 34 0 0 1-68 0c0-14 8-22 14-30 2 12 8 16 12 16-6-18 0-32 8-44z" fill="#ffd43b" stroke="#fff" stroke-width="4"/>',
  leaf: '<path d="M66 108c0-44 26-70 70-72 0 44-26 70-70 72zm0 0l40-40" fill="#b2f2bb" stroke="#fff" stroke-width="4" stroke-linecap="round"/>',
  star: '<path d="M100 30l13 27 30 4-22 21 5 30-26-14-26 14 5-30-22-21 30-4z" fill="#ffe066" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>',
  wave: '<path d="M52 96c12-12 24-12 36 0s24 12 36 0 24-12 24-12v22H52z" fill="#d0ebff"/><path d="M52 76c12-12 24-12 36 0s24 12 36 0" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/><circle cx="120" cy="44" r="14" fill="#ffe066"/>',
  crown: '<path d="M58 100l-6-52 26 22 22-34 22 34 26-22-6 52z" fill="#ffd43b" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>',
  fish: '<path d="M54 76c20-26 58-26 76 0-18 26-56 26-76 0zm76 0l20-18v36z" fill="#ffc078" stroke="#fff" stroke-width="4" stroke-linejoin="round"/><circle cx="76" cy="70" r="5" fill="#343a40"/>',
};

export interface GameIconInput {
  enName: string;
  gameCode: string;
  name: string;
  motif: string;
}

const isMotif = (m: string): m is GameMotif => (GAME_MOTIFS as readonly string[]).includes(m);

export function gameIconSvg(g: GameIconInput): string {
  const palette = GAME_PALETTES[parseInt(hashOf(g.enName + '/' + g.gameCode).slice(0, 4), 16) % GAME_PALETTES.length] ?? GAME_PALETTES[0];
  const [from, to] = palette ?? ['#ff6b6b', '#862e9c'];
  const drawing = GAME_DRAWING[isMotif(g.motif) ? g.motif : 'star'];
  const size = g.name.length > 4 ? 24 : 28;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${escapeXml(g.gameCode)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="200" height="200" rx="28" fill="url(#g)"/>` +
    `<circle cx="100" cy="78" r="62" fill="#fff" opacity=".12"/>` +
    drawing +
    `<rect x="16" y="140" width="168" height="44" rx="14" fill="#000" opacity=".28"/>` +
    `<text x="100" y="171" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(g.name)}</text>` +
    `</svg>`
  );
}

export const venueIconPath = (v: VenueIconInput) => `${ICON_PREFIX}/v/${encodeURIComponent(v.code)}.${hashOf(venueIconSvg(v))}.svg`;
export const gameIconPath = (g: GameIconInput) =>
  `${ICON_PREFIX}/g/${encodeURIComponent(g.enName)}/${encodeURIComponent(g.gameCode)}.${hashOf(gameIconSvg(g))}.svg`;

/** `<name>.<hash>.svg` → its parts; null for anything else. */
export function iconFileOf(file: string): { name: string; hash: string } | null {
  const m = /^([A-Za-z0-9_-]{1,40})\.([0-9a-f]{10})\.svg$/.exec(file);
  return m && m[1] && m[2] ? { name: m[1], hash: m[2] } : null;
}
