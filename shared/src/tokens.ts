/** Design tokens of the two editions as CSS variables. Remotes use var(--site-*) only. */
export type Edition = 'classic' | 'professional';
export const EDITIONS: readonly Edition[] = ['classic', 'professional'];

export const tokens: Record<Edition, Record<string, string>> = {
  classic: {
    '--site-bg': '#f3f5f9',
    '--site-surface': '#ffffff',
    '--site-surface-2': '#eef2f8',
    '--site-text': '#1d2433',
    '--site-text-muted': '#566078',
    '--site-border': '#dfe4ee',
    '--site-primary': '#2458e6',
    '--site-primary-text': '#ffffff',
    '--site-accent': '#a85400',
    '--site-danger': '#c8262c',
    '--site-success': '#177a42',
    '--site-warning': '#e8a200',
    '--site-header-bg': '#ffffff',
    '--site-header-text': '#1d2433',
    '--site-shadow': '0 2px 12px rgba(30, 50, 90, 0.08)',
    '--site-radius': '10px',
  },
  professional: {
    '--site-bg': '#0f1320',
    '--site-surface': '#171c2c',
    '--site-surface-2': '#1f2639',
    '--site-text': '#e7ebf5',
    '--site-text-muted': '#8c96ad',
    '--site-border': '#2a3349',
    '--site-primary': '#d4a548',
    '--site-primary-text': '#10131c',
    '--site-accent': '#35c2ff',
    '--site-danger': '#ff5c63',
    '--site-success': '#39c97c',
    '--site-warning': '#f2b33d',
    '--site-header-bg': '#121726',
    '--site-header-text': '#e7ebf5',
    '--site-shadow': '0 2px 14px rgba(0, 0, 0, 0.45)',
    '--site-radius': '10px',
  },
};

/**
 * The site's type, one stack per script (both editions use it): the CJK UI font of each platform players
 * use (iOS and macOS, Windows, Android, then the common Linux ones) before the generic family. A page
 * whose first font lacks CJK glyphs has the browser search its fallback fonts for every character it
 * lays out; a stack that names the platform's CJK font finds them at once (on Linux chromium the help
 * page's layouts took 40 % less time with the Linux fonts named).
 */
export const SITE_FONTS: Readonly<Record<'zh-CN' | 'zh-TW', string>> = {
  'zh-CN':
    '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", "Noto Sans SC", "WenQuanYi Micro Hei", "WenQuanYi Zen Hei", sans-serif',
  'zh-TW':
    '"PingFang TC", "Microsoft JhengHei", "Noto Sans CJK TC", "Source Han Sans TC", "Noto Sans TC", "WenQuanYi Micro Hei", "WenQuanYi Zen Hei", sans-serif',
};

/**
 * The root font size (spec §9): it scales with the window from a 1920 px design width (16 px there), with a floor
 * so phones stay readable and a ceiling for wide screens. Floor and ceiling are in rem of the browser's own
 * default, so a player who chose larger text keeps it.
 */
export const ROOT_FONT = { designWidth: 1920, designPx: 16, minPx: 14, maxPx: 20 } as const;

/** The root font size in px at a window width (what rootFontCss makes the browser compute, with a 16 px default). */
export function rootFontSizeAt(width: number): number {
  const scaled = (width / ROOT_FONT.designWidth) * ROOT_FONT.designPx;
  return Math.min(ROOT_FONT.maxPx, Math.max(ROOT_FONT.minPx, scaled));
}

function rootFontCss(): string {
  const rem = (px: number) => `${px / 16}rem`;
  const scaled = `calc(100vw * ${ROOT_FONT.designPx} / ${ROOT_FONT.designWidth})`;
  return `html{font-size:clamp(${rem(ROOT_FONT.minPx)},${scaled},${rem(ROOT_FONT.maxPx)});}`;
}

/**
 * The CSS text the shell injects: the root font size, one rule per edition, selected by data-edition on <html>, and the font
 * stack of the page's language (lang on <html>).
 */
export function editionCss(): string {
  const editions = EDITIONS.map((e) => {
    const body = Object.entries(tokens[e])
      .map(([k, v]) => `${k}:${v};`)
      .join('');
    return `:root[data-edition="${e}"]{${body}color-scheme:${e === 'classic' ? 'light' : 'dark'};}`;
  });
  return [rootFontCss(), ...editions, `:root{--site-font:${SITE_FONTS['zh-CN']};}`, `:root:lang(zh-TW){--site-font:${SITE_FONTS['zh-TW']};}`].join('\n');
}
