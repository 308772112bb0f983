import type { CategoryName } from '../core/types';
import { forward, installEarlyBlocker, type Guard, type XhrTarget } from './early-blocker';
import type { HostMatcher } from './host-rules';

/** Options of {@link createGuard} and {@link installRequestBlocker}. */
export interface RequestBlockerOptions {
  /** The window whose `fetch`, `XMLHttpRequest` and `navigator.sendBeacon` are guarded. @default window */
  target?: Window & typeof globalThis;
  /** Maps a request URL to the category it needs (see `createHostMatcher`). */
  matcher: HostMatcher;
  /** Asked at call time, so a consent change applies to the very next request. */
  isGranted: (category: CategoryName) => boolean;
  /** Called once per blocked request, after the `ConsentBlockedRequest` event. */
  onBlocked?: (url: string, category: CategoryName) => void;
}

/**
 * The guard behind the early blocker's wrappers: requests to hosts the matcher knows are refused while their
 * category is not granted, the way a network failure would refuse them, with a `ConsentBlockedRequest` event and
 * one console warning per URL.
 */
export function createGuard(options: RequestBlockerOptions): Guard {
  const target = options.target ?? window;
  const { document } = target;
  const { matcher, isGranted, onBlocked } = options;
  const warned = new Set<string>();

  /** The category a denied request needs, or null when it may go. */
  const denied = (input: unknown): CategoryName | null => {
    const category = matcher(input as string | URL | Request, document.baseURI);
    return category !== null && !isGranted(category) ? category : null;
  };

  const report = (url: string, category: CategoryName): void => {
    const message = blockedMessage(url);
    document.dispatchEvent(new target.CustomEvent('ConsentBlockedRequest', { bubbles: true, detail: { url } }));
    if (!warned.has(url)) {
      warned.add(url);
      console.warn(message);
    }
    try {
      onBlocked?.(url, category);
    } catch (error) {
      // A throwing callback must not turn a refused request into a synchronous exception.
      target.reportError(error);
    }
  };

  /** The XHR spec's "request error steps" for a network error; nothing reaches the network. */
  const failXhr = (xhr: XMLHttpRequest, entry: XhrTarget, url: string): void => {
    const done = () =>
      Object.defineProperty(xhr, 'readyState', { configurable: true, value: target.XMLHttpRequest.DONE });
    if (entry.sync) {
      done();
      throw new target.DOMException(blockedMessage(url), 'NetworkError');
    }
    xhr.dispatchEvent(new target.ProgressEvent('loadstart'));
    target.setTimeout(() => {
      if (entry.reopened) return;
      done();
      xhr.dispatchEvent(new target.Event('readystatechange'));
      xhr.dispatchEvent(new target.ProgressEvent('error'));
      xhr.dispatchEvent(new target.ProgressEvent('loadend'));
    }, 0);
  };

  return {
    fetch(native, self, args) {
      const input = args[0];
      const category = denied(input);
      if (category === null) return forward(native, self, args);
      const url = absoluteUrl(input, document.baseURI);
      report(url, category);
      return target.Promise.reject(new target.TypeError(blockedMessage(url)));
    },
    send(native, xhr, args, entry) {
      if (entry.failed) {
        throw new target.DOMException(
          "Failed to execute 'send' on 'XMLHttpRequest': The object's state must be OPENED.",
          'InvalidStateError',
        );
      }
      const category = denied(entry.url);
      if (category === null) return forward(native, xhr, args);
      const url = absoluteUrl(entry.url, document.baseURI);
      entry.failed = true;
      report(url, category);
      failXhr(xhr, entry, url);
    },
    beacon(native, self, args) {
      const category = denied(args[0]);
      if (category === null) return forward(native, self, args);
      report(absoluteUrl(args[0], document.baseURI), category);
      return false;
    },
  };
}

/**
 * Patches `fetch`, `XMLHttpRequest` and `navigator.sendBeacon` with a guard that is there at once (the page's
 * blocker loads its guard on demand instead, see `src/gating/request-blocking.ts`). Returns a disposer that puts
 * the original functions back.
 *
 * Idempotent per window: a second installation reuses the patch (no double wrapping) and takes precedence until it
 * is disposed; the originals come back when the last one is disposed.
 */
export function installRequestBlocker(options: RequestBlockerOptions): () => void {
  const guard = createGuard(options);
  return installEarlyBlocker(options.target ?? window, {
    quiet: () => false,
    guard,
    load: () => Promise.resolve(guard),
  });
}

function absoluteUrl(input: unknown, base: string): string {
  const raw =
    typeof input === 'string'
      ? input
      : typeof (input as Request).url === 'string'
        ? (input as Request).url
        : String(input);
  try {
    return new URL(raw, base).href;
  } catch {
    return raw;
  }
}

function blockedMessage(url: string): string {
  return `Request to ${url} blocked due to missing consent`;
}
