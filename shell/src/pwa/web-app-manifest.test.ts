import fs from 'node:fs';
import path from 'node:path';
import { tokens } from '@site/shared';

const PUBLIC = path.join(__dirname, '../../public');
const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

/** The width and height a PNG file says it has (its IHDR chunk). */
function pngSize(file: string): string {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest (shell/public/manifest.webmanifest)', () => {
  it('makes the site installable: names, start url in its scope, standalone, the design colours', () => {
    expect(manifest.name).toBe('星耀体育');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.theme_color).toBe(tokens.classic['--site-primary']);
    expect(manifest.background_color).toBe(tokens.classic['--site-bg']);
  });

  it('lists PNG icons of the sizes browsers ask for (192 and 512, one maskable), each the size it says', () => {
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(path.join(PUBLIC, icon.src))).toBe(icon.sizes);
    }
    const any = manifest.icons.filter((i) => i.purpose === 'any').map((i) => i.sizes);
    expect(any).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
    expect(pngSize(path.join(PUBLIC, 'icons/apple-touch-icon-180.png'))).toBe('180x180');
  });
});
