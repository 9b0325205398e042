import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import png, { PNGFilterType } from '@jimp/js-png';
import { Jimp, type JimpInstance } from 'jimp';
import { SANS_32_BLACK } from 'jimp/fonts';

/**
 * The captchas as raster images (PNG, drawn with jimp): the picture code's glyphs are rendered,
 * tilted and warped into pixels over noise; the slider's gap exists only in the background's
 * pixels. Nothing in either answer is readable without looking at the picture.
 */
export const PICTURE_SIZE = { width: 150, height: 50 } as const;
export const SLIDER_SIZE = { width: 300, height: 160, piece: 44 } as const;

/**
 * How the pictures are written: one row filter (SUB, which suits noisy pixels) and zlib's default level, instead of the
 * codec's default of trying all five filters on every row and the slowest compression: a picture code was about twice
 * as slow to write, and the file comes out about the same size (7.3 KB for a picture code).
 */
const PNG_OUT = { filterType: PNGFilterType.SUB, deflateLevel: 6 } as const;

type Rgb = readonly [number, number, number];
const INKS: readonly Rgb[] = [
  [192, 57, 43],
  [44, 62, 80],
  [142, 68, 173],
  [22, 160, 133],
  [211, 84, 0],
  [41, 128, 185],
  [39, 55, 70],
];
const SCENERY: readonly Rgb[] = [
  [26, 188, 156],
  [52, 152, 219],
  [155, 89, 182],
  [241, 196, 15],
  [230, 126, 34],
  [231, 76, 60],
  [46, 204, 113],
  [52, 73, 94],
];

const pick = <T>(list: readonly T[]): T => list[randomInt(0, list.length)]!;
const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);

/** Blends a colour into one pixel (alpha 0..1). */
function blend(img: JimpInstance, x: number, y: number, [r, g, b]: Rgb, alpha: number): void {
  const { width, height, data } = img.bitmap;
  const px = Math.round(x);
  const py = Math.round(y);
  if (px < 0 || py < 0 || px >= width || py >= height) return;
  const i = (py * width + px) * 4;
  data[i] = Math.round(data[i]! * (1 - alpha) + r * alpha);
  data[i + 1] = Math.round(data[i + 1]! * (1 - alpha) + g * alpha);
  data[i + 2] = Math.round(data[i + 2]! * (1 - alpha) + b * alpha);
  data[i + 3] = 255;
}

/** A quadratic curve across the image, `thickness` pixels wide. */
function curve(img: JimpInstance, color: Rgb, thickness: number, alpha: number): void {
  const { width, height } = img.bitmap;
  const [x0, y0] = [rand(0, width * 0.2), rand(0, height)];
  const [x1, y1] = [rand(width * 0.3, width * 0.7), rand(-height * 0.5, height * 1.5)];
  const [x2, y2] = [rand(width * 0.8, width), rand(0, height)];
  const steps = width * 3;
  for (let s = 0; s <= steps; s++) {
    const t = s / steps;
    const x = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * x1 + t ** 2 * x2;
    const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * y1 + t ** 2 * y2;
    for (let d = 0; d < thickness; d++) blend(img, x, y + d, color, alpha);
  }
}

/** Random speckles: `count` pixels in random inks. */
function speckle(img: JimpInstance, count: number, palette: readonly Rgb[], alpha: number): void {
  const { width, height } = img.bitmap;
  for (let i = 0; i < count; i++) blend(img, randomInt(0, width), randomInt(0, height), pick(palette), alpha);
}

/** A grey displacement map of random sine waves, for jimp's displace (the warp of the glyphs). */
function waveMap(width: number, height: number): JimpInstance {
  const map = new Jimp({ width, height, color: 0x000000ff });
  const [fx, fy, phase] = [rand(5, 9), rand(4, 7), rand(0, Math.PI * 2)];
  const data = map.bitmap.data;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = Math.round(127 + 60 * Math.sin(x / fx + phase) + 50 * Math.cos(y / fy + phase));
      const i = (y * width + x) * 4;
      data[i] = data[i + 1] = data[i + 2] = Math.max(0, Math.min(255, v));
    }
  }
  return map;
}

/** Recolours the drawn (opaque) pixels of a glyph image. */
function ink(glyph: JimpInstance, [r, g, b]: Rgb): void {
  const data = glyph.bitmap.data;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3]! === 0) continue;
    data[i] = r;
    data[i + 1] = g;
    data[i + 2] = b;
  }
}

type Font = Parameters<JimpInstance['print']>[0]['font'];
type Glyph = Font['chars'][string];

const attrs = (tag: string): Record<string, string> => Object.fromEntries([...tag.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
const GLYPH_FIELDS = ['id', 'x', 'y', 'width', 'height', 'xoffset', 'yoffset', 'xadvance', 'page'] as const;

/**
 * Reads one of jimp's bundled bitmap fonts (BMFont XML + PNG page) for jimp's print. jimp's own
 * loadFont reads files through dynamic import(), which the test runner's CommonJS cannot do;
 * this reads the same files with fs and jimp's PNG codec.
 */
async function readBitmapFont(fntFile: string): Promise<Font> {
  const xml = await readFile(fntFile, 'utf8');
  const common = attrs(/<common [^>]*>/.exec(xml)?.[0] ?? '');
  const pageFiles = [...xml.matchAll(/<page [^>]*>/g)].map((m) => attrs(m[0]).file ?? '');
  const codec = png();
  const pages = await Promise.all(pageFiles.map(async (file) => Jimp.fromBitmap(codec.decode(await readFile(path.join(path.dirname(fntFile), file))))));
  const chars: Record<string, Glyph> = {};
  for (const m of xml.matchAll(/<char [^>]*>/g)) {
    const a = attrs(m[0]);
    const glyph = Object.fromEntries(GLYPH_FIELDS.map((k) => [k, Number(a[k] ?? 0)])) as unknown as Glyph;
    chars[String.fromCharCode(glyph.id)] = glyph;
  }
  return { info: {}, common: { lineHeight: Number(common.lineHeight ?? 32) }, chars, kernings: {}, pages } as Font;
}

/** Draws captcha pictures; one per app (the font is loaded once, on first use). */
export class CaptchaArtist {
  private font: Promise<Font> | null = null;

  private glyphFont(): Promise<Font> {
    this.font ??= readBitmapFont(SANS_32_BLACK);
    return this.font;
  }

  /** The picture code: each glyph tilted and coloured, the whole warped, under noise curves and speckles. */
  async picture(code: string): Promise<Buffer> {
    const font = await this.glyphFont();
    const { width, height } = PICTURE_SIZE;
    const img = new Jimp({ width, height, color: 0xf4f6f8ff });
    speckle(img, 160, INKS, 0.5);
    for (let i = 0; i < 2; i++) curve(img, pick(INKS), 1, 0.6);
    const slot = Math.floor((width - 16) / code.length);
    [...code].forEach((ch, i) => {
      const glyph = new Jimp({ width: 44, height: 44, color: 0x00000000 });
      glyph.print({ font, x: 8, y: 2, text: ch });
      ink(glyph, pick(INKS));
      glyph.rotate(randomInt(-28, 29));
      img.composite(glyph, 6 + i * slot + randomInt(-3, 4), randomInt(-2, 8) - (glyph.bitmap.height - 44) / 2);
    });
    img.displace({ map: waveMap(width, height), offset: 5 });
    for (let i = 0; i < 3; i++) curve(img, pick(INKS), randomInt(1, 3), 0.75);
    speckle(img, 220, INKS, 0.7);
    return img.getBuffer('image/png', PNG_OUT);
  }

  /**
   * The slider: a random scenery with the piece's square cut out at (x, y) — shaded in the
   * background's pixels only — and the piece itself (the scenery under the gap, rounded, framed).
   */
  async slider(x: number, y: number): Promise<{ image: Buffer; piece: Buffer }> {
    const { width, height, piece: size } = SLIDER_SIZE;
    const scene = new Jimp({ width, height, color: 0x000000ff });
    const data = scene.bitmap.data;
    const [top, bottom] = [pick(SCENERY), pick(SCENERY)];
    for (let py = 0; py < height; py++) {
      for (let px = 0; px < width; px++) {
        const t = (px / width + py / height) / 2;
        const i = (py * width + px) * 4;
        data[i] = Math.round(top[0] * (1 - t) + bottom[0] * t);
        data[i + 1] = Math.round(top[1] * (1 - t) + bottom[1] * t);
        data[i + 2] = Math.round(top[2] * (1 - t) + bottom[2] * t);
      }
    }
    for (let n = 0; n < 16; n++) {
      const [cx, cy, r, color, alpha] = [randomInt(0, width), randomInt(0, height), randomInt(10, 40), pick(SCENERY), rand(0.45, 0.8)];
      const square = n % 2 === 1;
      for (let py = cy - r; py <= cy + r; py++) {
        for (let px = cx - r; px <= cx + r; px++) {
          if (square || (px - cx) ** 2 + (py - cy) ** 2 <= r * r) blend(scene, px, py, color, alpha);
        }
      }
    }
    for (let i = 0; i < 4; i++) curve(scene, pick(SCENERY), 2, 0.5);
    speckle(scene, 900, SCENERY, 0.35);

    const inside = (px: number, py: number) => {
      const radius = 6;
      const cx = Math.min(Math.max(px, radius), size - 1 - radius);
      const cy = Math.min(Math.max(py, radius), size - 1 - radius);
      return (px - cx) ** 2 + (py - cy) ** 2 <= radius * radius;
    };
    const edge = (px: number, py: number) => inside(px, py) && (!inside(px - 2, py) || !inside(px + 2, py) || !inside(px, py - 2) || !inside(px, py + 2));

    const piece = new Jimp({ width: size, height: size, color: 0x00000000 });
    piece.blit({ src: scene, x: 0, y: 0, srcX: x, srcY: y, srcW: size, srcH: size });
    const pd = piece.bitmap.data;
    for (let py = 0; py < size; py++) {
      for (let px = 0; px < size; px++) {
        const i = (py * size + px) * 4;
        if (!inside(px, py)) pd[i + 3] = 0;
        else if (edge(px, py)) blend(piece, px, py, [255, 255, 255], 0.85);
      }
    }
    for (let py = 0; py < size; py++) {
      for (let px = 0; px < size; px++) {
        if (!inside(px, py)) continue;
        blend(scene, x + px, y + py, [0, 0, 0], edge(px, py) ? 0.25 : 0.5);
        if (edge(px, py)) blend(scene, x + px, y + py, [255, 255, 255], 0.55);
      }
    }
    return { image: await scene.getBuffer('image/png', PNG_OUT), piece: await piece.getBuffer('image/png', PNG_OUT) };
  }
}

export function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}
