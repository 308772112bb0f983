import { Component, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';

import { resetConsentManagerForTests } from '../../src/page/singleton';
import { createSafeStorage } from '../../src/storage/safe-storage';
import { MemoryStorage, memoryCookies } from '../helpers/environment';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A fresh page store that keeps its decision and cookie mirror in memory (tests never share them). */
export function freshPageStore(): void {
  resetConsentManagerForTests({
    languages: ['en'],
    storage: createSafeStorage(() => new MemoryStorage()),
    cookies: memoryCookies(),
  });
}

const roots: Array<{ root: Root; host: HTMLElement }> = [];

/** Renders `node` into a fresh container in the document (React 19, concurrent root), synchronously. */
export function render(node: ReactNode): { host: HTMLElement; root: Root } {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host, { onUncaughtError: () => {}, onCaughtError: () => {} });
  flushSync(() => root.render(node));
  roots.push({ root, host });
  return { host, root };
}

/** Catches what its children throw while rendering, so a test can look at the error. */
export class Catch extends Component<{ onError: (error: unknown) => void; children?: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

afterEach(() => {
  for (const { root, host } of roots.splice(0)) {
    root.unmount();
    host.remove();
  }
});
