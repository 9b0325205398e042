import { openingFilesOf, openingPageFilesOf, pageChunkFilesOf } from './registry';

const MANIFEST = '/cdn/mf-member/1.0.0-v1/mf-manifest.json';
const manifest = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    exposes: [{ name: 'app', path: './app', assets: { js: { sync: ['608.aa.js', '__federation_expose_app.bb.js'], async: ['userinfo.cc.js'] } } }],
    ...extra,
  });

describe("a remote's opening files", () => {
  it('the entry and the sync chunks of the expose, as URLs in the version folder', () => {
    expect(openingFilesOf(MANIFEST, manifest(), './app')).toEqual([
      '/cdn/mf-member/1.0.0-v1/remoteEntry.js',
      '/cdn/mf-member/1.0.0-v1/608.aa.js',
      '/cdn/mf-member/1.0.0-v1/__federation_expose_app.bb.js',
    ]);
  });
});

describe("a route's page chunk (the manifest's pageChunks, named after the route)", () => {
  const text = manifest({ pageChunks: { userinfo: ['11.dd.js', 'userinfo.cc.js'], wallet: ['wallet.ee.js'] } });

  it("the named chunk group's files, as URLs in the version folder", () => {
    expect(pageChunkFilesOf(MANIFEST, text, 'userinfo')).toEqual(['/cdn/mf-member/1.0.0-v1/11.dd.js', '/cdn/mf-member/1.0.0-v1/userinfo.cc.js']);
  });

  it('none for a route with no chunk of its name, a build without pageChunks, or a text that is not a manifest', () => {
    expect(pageChunkFilesOf(MANIFEST, text, 'vipDetail')).toEqual([]);
    expect(pageChunkFilesOf(MANIFEST, text, 'constructor')).toEqual([]);
    expect(pageChunkFilesOf(MANIFEST, manifest(), 'userinfo')).toEqual([]);
    expect(pageChunkFilesOf(MANIFEST, '{ not json', 'userinfo')).toEqual([]);
  });

  it('keeps only plain file names of the folder (never a path or a URL elsewhere)', () => {
    const odd = manifest({ pageChunks: { userinfo: ['../../shell/x.js', 'https://evil.example/y.js', 7, 'ok.ff.js'] } });
    expect(pageChunkFilesOf(MANIFEST, odd, 'userinfo')).toEqual(['/cdn/mf-member/1.0.0-v1/ok.ff.js']);
  });
});

describe('what a page opening on a remote fetches at once', () => {
  it("the pages module's opening files, then the route's page chunk, each file once", () => {
    const text = manifest({ pageChunks: { userinfo: ['608.aa.js', 'userinfo.cc.js'] } });
    expect(openingPageFilesOf(MANIFEST, text, './app', 'userinfo')).toEqual([
      '/cdn/mf-member/1.0.0-v1/remoteEntry.js',
      '/cdn/mf-member/1.0.0-v1/608.aa.js',
      '/cdn/mf-member/1.0.0-v1/__federation_expose_app.bb.js',
      '/cdn/mf-member/1.0.0-v1/userinfo.cc.js',
    ]);
    expect(openingPageFilesOf(MANIFEST, text, './app', undefined)).toEqual(openingFilesOf(MANIFEST, text, './app'));
  });
});
