import { EmptyState, ReadStates, type ReadShape } from '@site/shared/query';
import { useCasinoT } from '../hooks/use-casino-t';

/** A casino list's loading and failure states (the shared ones, with the casino's texts). */
export function CasinoReadStates({ read }: { read: ReadShape }) {
  const t = useCasinoT();
  return (
    <ReadStates
      read={read}
      texts={{ loading: t('state.loading'), failed: t('error.generic'), retry: t('state.retry') }}
      testIds={{ loading: 'casino-loading', error: 'casino-error' }}
    />
  );
}

/** A casino list with nothing in it. */
export function CasinoEmpty({ text }: { text: string }) {
  return <EmptyState text={text} testId="casino-empty" />;
}
