import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '@site/shared/react';
import { usePlatform } from '../platform/platform-context';
import styles from '../remotes/remote.module.css';

interface State {
  failed: boolean;
}

interface Texts {
  title: string;
  text: string;
  reload: string;
}

class Boundary extends Component<{ children: ReactNode; texts: Texts }, State> {
  state: State = { failed: false };
  static getDerivedStateFromError(): State {
    return { failed: true };
  }
  componentDidCatch(error: Error) {
    console.error('[shell] page crashed', error);
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className={styles.panel} role="alert" data-testid="page-error">
        <div className={styles.icon} aria-hidden="true">
          !
        </div>
        <h1 className={styles.title}>{this.props.texts.title}</h1>
        <p className={styles.text}>{this.props.texts.text}</p>
        <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
          {this.props.texts.reload}
        </button>
      </section>
    );
  }
}

/**
 * The shell's last line of defence: an error thrown while rendering a page shows a Chinese panel
 * instead of a blank site, and leaving the page (a new location) renders afresh.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  const t = useT(usePlatform().i18n, 'shell');
  const texts = { title: t('pageError.title'), text: t('pageError.text'), reload: t('pageError.reload') };
  return (
    <Boundary key={location.pathname} texts={texts}>
      {children}
    </Boundary>
  );
}
