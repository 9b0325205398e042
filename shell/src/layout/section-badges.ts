/**
 * The site's section icons: one character (catalog home.badges.<section>) on the section's colour,
 * no icon font needed. Home's category tiles and the main menu (unless flags.hideNavIcons) use them.
 */
export const SECTION_COLOR: Readonly<Record<string, string>> = {
  home: '#2f6bff',
  sport: '#1f9d55',
  realbet: '#c0392b',
  chess: '#8e44ad',
  gaming: '#2f6bff',
  lottery: '#e67e22',
  egame: '#d4a548',
  fish: '#16a3b8',
  venture: '#6d4c41',
  sponsor: '#37474f',
  discount: '#e5484d',
  app: '#1f9d55',
  customer: '#8e44ad',
};
