import outline from './page-outline.module.css';

/** The number of text lines the outline's panel draws (as many as the shell's panel outline). */
const OUTLINE_LINES = 6;

/**
 * The outline of a member page while it loads (its section's chunk, or the page's first data): the blocks are
 * decorative; the busy region carries what is loading, for assistive technology, when the page says it.
 */
export function PageOutline({ status }: { status?: string }) {
  return (
    <div className={outline.outline} aria-busy="true" data-testid="member-page-outline">
      {status ? (
        <p className={outline.status} role="status">
          {status}
        </p>
      ) : null}
      <span className={outline.title} aria-hidden="true" />
      <div className={outline.panel} aria-hidden="true">
        {Array.from({ length: OUTLINE_LINES }, (_, i) => (
          <span key={i} className={outline.line} />
        ))}
      </div>
    </div>
  );
}
