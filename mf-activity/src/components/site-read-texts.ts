/** The activity pages' texts of a read's states (loading, failed without a message of its own, retry). */
export function siteReadTexts(t: (key: string) => string) {
  return { loading: t('site.loading'), failed: t('site.failed'), retry: t('site.retry') };
}
