/**
 * The request blocker's first layer, small enough for the core: it wraps `fetch`, `XMLHttpRequest` and
 * `navigator.sendBeacon` synchronously, and hands every request that may need blocking to a {@link Guard}. The
 * guard (the host table and the refusal logic) loads on demand: a request that arrives before it is held until it
 * has arrived (fetch and XHR are asynchronous anyway), so a page that sends nothing to other hosts, or whose
 * visitor granted everything, never downloads it.
 */

/** An XHR opened to a URL that is not a same-origin path: what `send()` needs to decide. */
export interface XhrTarget {
  url: string;
  sync: boolean;
  /** `send()` was turned into a network error (set by the guard). */
  failed?: boolean;
  /** `open()` was called again since: this request is over. */
  reopened?: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fetch, open, send and sendBeacon share one forwarder
type Native = (...args: any[]) => any;

/** Decides requests, given the native function, the receiver and the caller's arguments. */
export interface Guard {
  fetch(native: Native, self: unknown, args: IArguments): Promise<Response>;
  send(native: Native, xhr: XMLHttpRequest, args: IArguments, target: XhrTarget): void;
  beacon(native: Native, self: unknown, args: IArguments): boolean;
}

export interface BlockerHooks {
  /** True when this request goes as is without asking the guard (e.g. every category it knows is granted). */
  quiet(url: unknown): boolean;
  /** Present once the guard has arrived. */
  guard?: Guard;
  /** Loads the guard (once). Without one, requests go: a missing file must not break the page's requests. */
  load(): Promise<Guard | undefined>;
}

/**
 * Wraps the window's request functions; the returned disposer puts the originals back (or, when someone wrapped
 * ours since, leaves theirs in place and makes ours pass everything through). A second installation wraps the first.
 */
export function installEarlyBlocker(target: Window & typeof globalThis, hooks: BlockerHooks): () => void {
  // Outside a full browser (Node with a stand-in window, jsdom, old engines) any of these may be missing: patch what
  // is there, never add what is not.
  const proto = target.XMLHttpRequest?.prototype as XMLHttpRequest | undefined;
  const navigator = target.navigator as Navigator | undefined;
  const nativeFetch = target.fetch;
  // The natives below are only called through wrappers installed when they exist.
  const nativeSend = proto?.send as XMLHttpRequest['send'];
  const nativeOpen = proto?.open as XMLHttpRequest['open'];
  const nativeBeacon = navigator?.sendBeacon as Navigator['sendBeacon'];
  const xhrs = new WeakMap<XMLHttpRequest, XhrTarget>();
  let on = true;

  /** The guard's decision now, once it has arrived (`held`), or the native call for requests it need not see. */
  function decide<T>(
    url: unknown,
    native: Native,
    self: unknown,
    args: IArguments,
    ask: (guard: Guard) => T,
    held: (later: Promise<T>) => T,
  ): T {
    const { guard } = hooks;
    if (!on || isSameOriginPath(url) || hooks.quiet(url)) return forward(native, self, args);
    if (guard) return ask(guard);
    const pass = () => forward(native, self, args);
    return held(hooks.load().then((loaded) => (loaded ? ask(loaded) : pass()), pass));
  }

  function fetch(this: unknown, input: RequestInfo | URL): Promise<Response> {
    return decide(
      input,
      nativeFetch,
      this,
      arguments,
      (guard) => guard.fetch(nativeFetch, this, arguments),
      (later) => later as never,
    );
  }

  function open(this: XMLHttpRequest, _method: string, url: string | URL): void {
    const previous = xhrs.get(this);
    if (previous) {
      previous.reopened = true;
      // A refused request's fake readyState (see the guard) must not outlive it.
      delete (this as unknown as Record<string, unknown>).readyState;
    }
    // Per WebIDL an explicit `undefined` async argument converts to false.
    xhrs.set(this, { url: url as string, sync: arguments.length > 2 && !arguments[2] });
    return forward(nativeOpen, this, arguments);
  }

  function send(this: XMLHttpRequest): void {
    const xhr = xhrs.get(this);
    const args = arguments;
    // A synchronous request cannot wait: before the guard has arrived, it goes.
    if (!xhr || (xhr.sync && !hooks.guard)) return forward(nativeSend, this, args);
    decide(
      xhr.url,
      nativeSend,
      this,
      args,
      (guard) => (xhr.reopened ? undefined : guard.send(nativeSend, this, args, xhr)),
      () => undefined,
    );
  }

  function sendBeacon(this: Navigator, url: string | URL): boolean {
    // A beacon is only queued by the browser anyway: before the guard has arrived, say "queued" and decide then.
    return decide(
      url,
      nativeBeacon,
      this,
      arguments,
      (guard) => guard.beacon(nativeBeacon, this, arguments),
      () => true,
    );
  }

  const restorers = [
    typeof nativeFetch == 'function' ? replace(target, 'fetch', fetch) : () => {},
    typeof nativeOpen == 'function' ? replace(proto!, 'open', open) : () => {},
    typeof nativeSend == 'function' ? replace(proto!, 'send', send) : () => {},
    typeof nativeBeacon == 'function' ? replace(navigator!, 'sendBeacon', sendBeacon) : () => {},
  ];
  return () => {
    on = false;
    restorers.forEach((restore) => restore());
  };
}

/** "/path" on this origin; "//host/path" and "/\\host" are other hosts. */
function isSameOriginPath(url: unknown): boolean {
  return typeof url === 'string' && url.charCodeAt(0) === 47 && url.charCodeAt(1) !== 47 && url.charCodeAt(1) !== 92;
}

/** Sets `object[key]`; the returned function puts the original back (or removes ours) unless someone replaced ours. */
function replace<T extends object>(object: T, key: keyof T & string, value: unknown): () => void {
  const record = object as Record<string, unknown>;
  const own = Object.hasOwn(object, key);
  const original = record[key];
  record[key] = value;
  return () => {
    if (record[key] !== value) return;
    if (own) record[key] = original;
    else delete record[key];
  };
}

/**
 * Calls `native` with exactly the caller's `this` and arguments. The explicit `.call` for the usual argument
 * counts lets V8 make a direct call into the native function: measured about 0.5 µs cheaper per fetch than a
 * generic `Reflect.apply` (scripts/bench-request-blocker.mjs).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- returns whatever the native function returns
export function forward(native: Native, self: unknown, args: IArguments): any {
  switch (args.length) {
    case 1:
      return native.call(self, args[0]);
    case 2:
      return native.call(self, args[0], args[1]);
    default:
      return Reflect.apply(native, self, args);
  }
}
