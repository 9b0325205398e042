/** The member centre's texts of a read's states (loading, failed without a message of its own, retry). */
export function readTexts(t: (key: string) => string) {
  return { loading: t('state.loading'), failed: t('state.failed'), retry: t('state.retry') };
}
