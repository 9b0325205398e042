import { ErrorState as SharedErrorState, LoadingState } from '@site/shared/query';
import { useSportsT } from '../../hooks/use-sports-t';

/** While the venue or a board loads: the shared loading state. */
export function Loading({ text }: { text: string }) {
  return <LoadingState text={text} testId="sports-loading" />;
}

/** A failure: the message, and a retry unless only re-entering the venue helps (6302). */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useSportsT();
  return <SharedErrorState message={message} retryText={t('centre.retry')} onRetry={onRetry} testId="sports-error" />;
}
