import { takeSiteNotice } from './site-notice';

describe('takeSiteNotice (the notice of a link the api ignored)', () => {
  it('reads the notice and gives the URL without it', () => {
    expect(takeSiteNotice('http://site.test/?site-notice=preview-invalid')).toEqual({ notice: 'preview-invalid', url: '/' });
    expect(takeSiteNotice('http://site.test/app/help/kh?versions&site-notice=staff-invalid#top')).toEqual({
      notice: 'staff-invalid',
      url: '/app/help/kh?versions#top',
    });
  });
  it('none without the parameter, or with a value that is no notice', () => {
    expect(takeSiteNotice('http://site.test/?versions')).toBeNull();
    expect(takeSiteNotice('http://site.test/?site-notice=%3Cscript%3E')).toBeNull();
  });
});
