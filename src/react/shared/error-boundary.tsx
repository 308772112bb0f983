import { Component, type ContextType, type ReactNode } from 'react';
import { reportRenderError } from '../../ui/report-render-error';
import { PageContext } from './page-context';

interface Props {
  /** The message reported through consent-error when rendering fails. */
  message: string;
  /** Called after the failure is reported. */
  onError?: () => void;
  children: ReactNode;
}

/** Renders nothing instead of a broken element, and reports the failure once. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  static contextType = PageContext;
  declare context: ContextType<typeof PageContext>;
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    reportRenderError(this.context?.manager, this.props.message, error);
    this.props.onError?.();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
