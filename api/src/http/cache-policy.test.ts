import { CachePolicy, cachePolicyOf } from './cache-policy';

describe('cachePolicyOf', () => {
  it.each([
    ['index.html', 'shell', CachePolicy.NO_STORE],
    ['registry.json', 'shell', CachePolicy.NO_STORE],
    ['mf-manifest.json', 'cdn', CachePolicy.NO_STORE],
    ['mf-stats.json', 'cdn', CachePolicy.NO_STORE],
    ['mf-manifest.json', 'shell', CachePolicy.NO_STORE],
    ['remoteEntry.js', 'cdn', CachePolicy.IMMUTABLE],
    ['__federation_expose_AuthDialog.js', 'cdn', CachePolicy.IMMUTABLE],
    ['103.a3d6f196.js', 'shell', CachePolicy.IMMUTABLE],
    ['104.03ee03bf.js.LICENSE.txt', 'shell', CachePolicy.IMMUTABLE],
    ['main.js', 'shell', CachePolicy.REVALIDATE],
    ['favicon.svg', 'shell', CachePolicy.REVALIDATE],
    ['shell-build.json', 'shell', CachePolicy.REVALIDATE],
  ] as const)('%s in the %s → %s', (file, where, policy) => {
    expect(cachePolicyOf(file, where)).toBe(policy);
  });
});
