import type { ComponentClass, ReactNode } from 'react';
import { parcelRenderError, RenderPhase, type RenderErrorProps } from '../render-errors';

export type RenderErrorBoundaryProps = RenderErrorProps & { children?: ReactNode };

/**
 * The error boundary around a parcel's root (single-spa-react's errorBoundaryClass, built with the remote's
 * React). It tells the host each error it catches through the `onRenderError` mount prop: as a mount failure
 * while the root has not yet been shown once (the host then owns the area: it renders nothing here), as a
 * runtime error afterwards (it shows the Chinese panel in place of the root). A host that passes no
 * `onRenderError` gets the panel in both cases.
 */
export function renderErrorBoundary(React: typeof import('react'), owner: string): ComponentClass<RenderErrorBoundaryProps> {
  return class ParcelErrorBoundary extends React.Component<RenderErrorBoundaryProps, { caught: boolean }> {
    state = { caught: false };
    /** The root has been committed without an error once: a later error is a runtime one. */
    private shown = false;

    static getDerivedStateFromError() {
      return { caught: true };
    }

    componentDidMount() {
      if (!this.state.caught) this.shown = true;
    }

    componentDidUpdate() {
      if (!this.state.caught) this.shown = true;
    }

    componentDidCatch(error: unknown) {
      const phase = this.shown ? RenderPhase.RUNTIME : RenderPhase.MOUNT;
      console.error(`[${owner}] ${phase === RenderPhase.MOUNT ? 'failed while mounting' : 'failed while shown'}`, error);
      try {
        this.props.onRenderError?.(parcelRenderError(owner, phase, error));
      } catch (e) {
        console.error(`[${owner}] the host's onRenderError threw`, e);
      }
    }

    render() {
      if (!this.state.caught) return this.props.children;
      if (!this.shown && this.props.onRenderError) return null;
      return React.createElement(
        'div',
        { role: 'alert', 'data-remote-error': owner, style: { padding: 24, textAlign: 'center' } },
        '页面出了点问题，请刷新后重试',
      );
    }
  };
}
