import { Component, type ReactNode } from 'react';
import { getConsentManager } from '../../core/singleton';

interface Props {
  /** The message reported through consent-error when rendering fails. */
  message: string;
  children: ReactNode;
}

/** Renders nothing instead of a broken element, and reports the failure once. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    try {
      getConsentManager().reportError({ code: 'RENDER_ERROR', message: this.props.message, cause: error });
    } catch {
      console.error(`[consent-elements] ${this.props.message}`, error);
    }
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
