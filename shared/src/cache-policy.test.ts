import { CachePolicy, cachePolicyOf, workerKeeps } from './cache-policy';

describe('workerKeeps: the service worker keeps only immutable versioned files', () => {
  it.each([
    '/cdn/mf-auth/1.0.0-3f2a9c1d/__federation_expose_AuthDialog.js',
    '/cdn/mf-help/1.0.0-e2e1764412345/src_components_HelpCenter_tsx.3a1b2c3d.js',
    '/cdn/shell/1.0.0-a1b2c3d4/main.js',
    '/cdn/shell/1.0.0-a1b2c3d4/103.a3d6f196.js',
    '/cdn/shell/1.0.0-a1b2c3d4/main.0badf00d.css',
    '/cdn/shell/1.0.0-a1b2c3d4/offline.html',
    '/cdn/shell/1.0.0-a1b2c3d4/icons/icon-192.png',
    '/cdn/shell/1.0.0-a1b2c3d4/manifest.webmanifest',
  ])('keeps %s', (path) => {
    expect(workerKeeps(path)).toBe(true);
  });

  it.each([
    ['the index page', '/'],
    ['a page path', '/activity/drawGift'],
    ['index.html', '/index.html'],
    ["a shell version's index.html", '/cdn/shell/1.0.0-a1b2c3d4/index.html'],
    ['the registry', '/registry.json'],
    ["a remote's manifest", '/cdn/mf-help/1.0.0-a1b2c3d4/mf-manifest.json'],
    ["a remote's stats", '/cdn/mf-help/1.0.0-a1b2c3d4/mf-stats.json'],
    ["a remote's entry", '/cdn/mf-help/1.0.0-a1b2c3d4/remoteEntry.js'],
    ['an api answer', '/site/api/v1/advertising/sponsorContent'],
    ['the service worker', '/sw.js'],
    ['a file outside a version folder', '/cdn/mf-help/remoteEntry.js'],
    ['a shell file served from the root', '/103.a3d6f196.js'],
    ['a climb out of a version folder', '/cdn/mf-help/1.0.0/../registry.json'],
    ['a dot segment', '/cdn/mf-help/1.0.0/./remoteEntry.js'],
    ['dev controls', '/dev/outbox'],
  ])('never keeps %s (%s)', (_what, path) => {
    expect(workerKeeps(path)).toBe(false);
  });

  it('agrees with the cache-control table: everything it keeps is immutable there', () => {
    expect(cachePolicyOf('__federation_expose_AuthDialog.js', 'cdn')).toBe(CachePolicy.IMMUTABLE);
    expect(cachePolicyOf('mf-manifest.json', 'cdn')).toBe(CachePolicy.NO_STORE);
  });
});
