import { createHash } from 'node:crypto';

/**
 * The sponsor tiles' pictures: SVG drawn here for this site (no external images, no text, so they read the same in
 * every language). The url names the content hash, so a browser keeps one for a year (immutable) and a new drawing
 * gets a new url: /site-art/sponsor/<motif>.<hash>.svg. A sponsor whose row names no image shows the motif of its
 * place in the list (sponsorImageOf); ops may name any https or in-site image instead.
 */
export const SPONSOR_ART_PREFIX = '/site-art/sponsor';

/** Each motif: the tile's gradient [top-left, bottom-right], its accent and the drawing over it (a 320×180 tile). */
const MOTIFS = {
  partnership: {
    colours: ['#1d4ed8', '#0b1f5c', '#ffd166'],
    drawing: (a: string) =>
      `<path d="M160 44l14 28 31 5-22 22 5 31-28-15-28 15 5-31-22-22 31-5z" fill="${a}"/>` +
      `<path d="M96 128h128" stroke="${a}" stroke-width="6" stroke-linecap="round" opacity=".7"/>` +
      `<path d="M112 146h96" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".45"/>`,
  },
  football: {
    colours: ['#15803d', '#064e2b', '#ffffff'],
    drawing: (a: string) =>
      `<path d="M0 150h320" stroke="${a}" stroke-width="3" opacity=".35"/>` +
      `<circle cx="160" cy="90" r="46" fill="${a}"/>` +
      `<path d="M160 68l20 14-8 24h-24l-8-24z" fill="#064e2b"/>` +
      `<path d="M160 68V46M180 82l21-9M172 106l13 18M148 106l-13 18M140 82l-21-9" stroke="#064e2b" stroke-width="4"/>`,
  },
  esports: {
    colours: ['#7c3aed', '#1e1b4b', '#67e8f9'],
    drawing: (a: string) =>
      `<rect x="98" y="62" width="124" height="64" rx="32" fill="${a}"/>` +
      `<path d="M128 94h24M140 82v24" stroke="#1e1b4b" stroke-width="6" stroke-linecap="round"/>` +
      `<circle cx="184" cy="86" r="6" fill="#1e1b4b"/><circle cx="198" cy="100" r="6" fill="#1e1b4b"/>` +
      `<path d="M70 40l12 12M250 40l-12 12M70 150l12-12M250 150l-12-12" stroke="${a}" stroke-width="4" stroke-linecap="round" opacity=".6"/>`,
  },
  basketball: {
    colours: ['#ea580c', '#7c2d12', '#fed7aa'],
    drawing: (a: string) =>
      `<circle cx="160" cy="90" r="46" fill="none" stroke="${a}" stroke-width="6"/>` +
      `<path d="M114 90h92M160 44v92" stroke="${a}" stroke-width="5"/>` +
      `<path d="M128 56c16 18 16 50 0 68M192 56c-16 18-16 50 0 68" fill="none" stroke="${a}" stroke-width="5"/>`,
  },
} as const;
export type SponsorMotif = keyof typeof MOTIFS;
/** The motifs in the order sponsors without an image take them (the site's first sponsor: the partnership). */
const ORDER: readonly SponsorMotif[] = ['partnership', 'football', 'esports', 'basketball'];

export function sponsorArtSvg(motif: SponsorMotif): string {
  const {
    colours: [from, to, accent],
    drawing,
  } = MOTIFS[motif];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="320" height="180" fill="url(#g)"/>` +
    `<circle cx="290" cy="20" r="90" fill="#fff" opacity=".06"/><circle cx="20" cy="170" r="70" fill="#fff" opacity=".05"/>` +
    drawing(accent) +
    `</svg>`
  );
}

const hashOf = (svg: string): string => createHash('sha256').update(svg).digest('hex').slice(0, 10);

/** The url of a motif's picture (its content hash in the name). */
export const sponsorArtPath = (motif: SponsorMotif): string => `${SPONSOR_ART_PREFIX}/${motif}.${hashOf(sponsorArtSvg(motif))}.svg`;

/** The motif a url names when it is the current drawing's url; undefined for any other file. */
export function sponsorArtOf(file: string): SponsorMotif | undefined {
  const m = /^([a-z]+)\.([0-9a-f]{10})\.svg$/.exec(file);
  const motif = m?.[1] as SponsorMotif | undefined;
  return motif && motif in MOTIFS && m?.[2] === hashOf(sponsorArtSvg(motif)) ? motif : undefined;
}

/** The picture a sponsor tile shows: the row's own image, or the motif of its place in the list. */
export const sponsorImageOf = (image: string, place: number): string => image || sponsorArtPath(ORDER[place % ORDER.length]!);
