/** @jest-environment jsdom */
import { SITE_BOOT_ELEMENT_ID, siteBootScript } from '@site/shared';
import { testSiteFlags } from '@site/shared/testing';
import { readSiteBoot } from './site-boot';

const preInfo = {
  ip: '127.0.0.1',
  siteId: '1001',
  siteBaseConfig: { h5DomainUrl: '', title: '星耀体育', icon: '', seoText: '' },
  flags: testSiteFlags(),
};

const pageWith = (head: string) => new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head><body></body></html>`, 'text/html');

describe('the boot data in the index page', () => {
  it('is read back as the api wrote it', () => {
    const boot = {
      preInfo: { 'zh-CN': preInfo, 'zh-TW': { ...preInfo, siteBaseConfig: { ...preInfo.siteBaseConfig, title: '星耀體育' } } },
      registry: { remotes: {} },
    };
    expect(readSiteBoot(pageWith(siteBootScript(boot)))).toEqual(boot);
  });

  it('is none on a page without it, and none (said on the console) when it is broken', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readSiteBoot(pageWith(''))).toBeNull();
    expect(readSiteBoot(pageWith(`<script type="application/json" id="${SITE_BOOT_ELEMENT_ID}">{ not json</script>`))).toBeNull();
    expect(readSiteBoot(pageWith(`<script type="application/json" id="${SITE_BOOT_ELEMENT_ID}">{"preInfo":{}}</script>`))).toBeNull();
    expect(console.error).toHaveBeenCalledTimes(2);
    jest.restoreAllMocks();
  });
});
