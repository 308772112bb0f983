// Runs in every frame before the page's own scripts: reports each write to document.cookie, cookieStore and the two
// storages, with the stack that made it, so the scan can name the script that set a cookie or key.

export const BINDING = '__consentElementsScan';

/**
 * The init script (serialized by Playwright; it must not close over anything).
 * @param {string} binding the name of the exposed binding that receives the reports
 */
export function instrumentPage(binding) {
  const send = (/** @type {string} */ kind, /** @type {string} */ text) => {
    try {
      const report = /** @type {any} */ (window)[binding];
      if (typeof report === 'function') report({ kind, text, stack: new Error().stack ?? '', at: Date.now() });
    } catch {
      // A page that replaced the binding only loses its attribution.
    }
  };
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (cookie?.get && cookie.set) {
    const { get, set } = cookie;
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      enumerable: cookie.enumerable,
      get() {
        return get.call(this);
      },
      set(value) {
        send('cookie', String(value));
        set.call(this, value);
      },
    });
  }
  const cookieStore = /** @type {any} */ (globalThis).CookieStore?.prototype;
  if (cookieStore?.set) {
    const original = cookieStore.set;
    cookieStore.set = function (/** @type {any} */ name, /** @type {any} */ value) {
      send('cookie', typeof name === 'object' ? `${name?.name}=${name?.value ?? ''}` : `${name}=${value ?? ''}`);
      return original.apply(this, arguments);
    };
  }
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    let kind = 'sessionStorage';
    try {
      if (this === window.localStorage) kind = 'localStorage';
    } catch {
      // Storage denied to this frame: it cannot be localStorage then.
    }
    send(kind, String(key));
    return setItem.call(this, key, value);
  };
}

const FRAME = /(https?:\/\/[^\s()]+?):(\d+):(\d+)\)?\s*$/;

/**
 * The script a stack points at: the first frame with an http(s) URL (the init script's own frames have none).
 * @param {string} stack `Error().stack` as V8 writes it
 * @param {string} documentUrl the frame's document, so an inline script reads as one
 * @returns {{ url: string, line: number, inline: boolean } | undefined}
 */
export function scriptFromStack(stack, documentUrl) {
  for (const line of stack.split('\n').slice(1)) {
    const match = FRAME.exec(line.trim());
    if (!match) continue;
    const url = match[1];
    return { url, line: Number(match[2]), inline: url === documentUrl.split('#')[0] };
  }
  return undefined;
}
