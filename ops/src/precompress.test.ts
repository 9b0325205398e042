import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompressDir, precompressMissing, shouldPrecompress } from './precompress';

describe('shouldPrecompress', () => {
  it.each([
    ['main.js', 5000, true],
    ['mf-manifest.json', 2048, true],
    ['style.css', 1024, true],
    ['main.js', 1023, false],
    ['logo.png', 50000, false],
    ['main.js.br', 5000, false],
    ['main.js.gz', 5000, false],
  ] as const)('%s of %d bytes → %s', (name, size, yes) => {
    expect(shouldPrecompress(name, size)).toBe(yes);
  });
});

describe('precompressDir', () => {
  it('writes .br and .gz copies that decompress to the original, beside each large text file only', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    try {
      const big = 'console.log("星耀体育");\n'.repeat(200);
      fs.mkdirSync(path.join(dir, 'sub'));
      fs.writeFileSync(path.join(dir, 'sub', 'big.js'), big);
      fs.writeFileSync(path.join(dir, 'small.js'), 'x=1');
      fs.writeFileSync(path.join(dir, 'img.png'), Buffer.alloc(4096));
      expect(precompressDir(dir)).toEqual([path.join(dir, 'sub', 'big.js')]);
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'sub', 'big.js.br'))).toString()).toBe(big);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'sub', 'big.js.gz'))).toString()).toBe(big);
      expect(fs.existsSync(path.join(dir, 'small.js.br'))).toBe(false);
      expect(fs.existsSync(path.join(dir, 'img.png.gz'))).toBe(false);
      // A second run does not compress the copies again.
      expect(precompressDir(dir)).toEqual([path.join(dir, 'sub', 'big.js')]);
      expect(fs.existsSync(path.join(dir, 'sub', 'big.js.br.br'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('precompressMissing writes the copies a file lacks and leaves those a build already carries', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    try {
      const text = 'console.log("星耀体育");\n'.repeat(200);
      fs.writeFileSync(path.join(dir, 'built.js'), text);
      fs.writeFileSync(path.join(dir, 'built.js.br'), "the build's own copy");
      fs.writeFileSync(path.join(dir, 'built.js.gz'), "the build's own copy");
      fs.writeFileSync(path.join(dir, 'half.js'), text);
      fs.writeFileSync(path.join(dir, 'half.js.br'), 'only one copy');
      fs.writeFileSync(path.join(dir, 'bare.js'), text);
      expect(precompressMissing(dir).sort()).toEqual([path.join(dir, 'bare.js'), path.join(dir, 'half.js')]);
      expect(fs.readFileSync(path.join(dir, 'built.js.br'), 'utf8')).toBe("the build's own copy");
      for (const name of ['bare.js', 'half.js']) {
        expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${name}.br`))).toString()).toBe(text);
        expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${name}.gz`))).toString()).toBe(text);
      }
      expect(precompressMissing(dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
