// The React 19 demo: the tags used from a React app, their events received three ways (document listeners,
// a ref with addEventListener, and React 19's `on<event-name>` props on custom elements).
// A site would import 'consent-elements' and 'consent-elements/define'; the demo imports the same entries
// from source so that it typechecks with the project and esbuild bundles it with React from node_modules.
import {
  StrictMode,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type DetailedHTMLProps,
  type HTMLAttributes,
} from 'react';
import { createRoot } from 'react-dom/client';
import {
  CATEGORY_NAMES,
  configure,
  fallbackCategoryTitle,
  getConsentManager,
  type CategoryName,
} from '../../src/index';
import '../../src/entries/elements';

type ElementProps<Extra = object> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Extra;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'consent-banner': ElementProps<{
        'onconsent-banner-show'?: (event: Event) => void;
        'onconsent-banner-hide'?: (event: Event) => void;
      }>;
      'consent-dialog': ElementProps<{ variant?: 'dialog' | 'widget' }>;
      'consent-frame': ElementProps<{ category: CategoryName }>;
      'consent-loading-bar': ElementProps;
    }
  }
}

configure({
  mode: 'c15t',
  backendURL: '/api/c15t',
  consentCategories: ['necessary', 'measurement', 'marketing', 'functionality', 'experience'],
});
const manager = getConsentManager();

interface LogEntry {
  id: number;
  time: string;
  name: string;
  via: string;
  detail: string;
}

let nextId = 0;
function summarize(detail: unknown): string {
  if (detail === null || detail === undefined) return '';
  const { changed, type, jurisdiction, code, message } = detail as Record<string, unknown>;
  if (Array.isArray(changed)) return `${type}: ${changed.length ? changed.join(', ') : 'no change'}`;
  if (jurisdiction) return `jurisdiction ${(jurisdiction as { code: string }).code}`;
  if (code) return `${code}: ${message}`;
  return '';
}

function useEventLog() {
  const [log, setLog] = useState<LogEntry[]>([]);
  // One function for the component's life: the listeners below are added once.
  const add = useCallback((event: Event, via: string) => {
    const entry = {
      id: nextId++,
      time: new Date().toLocaleTimeString(),
      name: event.type,
      via,
      detail: summarize((event as CustomEvent).detail),
    };
    setLog((entries) => [entry, ...entries].slice(0, 12));
  }, []);
  return [log, add] as const;
}

function App() {
  const consents = useSyncExternalStore(manager.subscribe, () => manager.getState().consents);
  const decided = useSyncExternalStore(manager.subscribe, () => manager.getState().consentInfo);
  const [log, addToLog] = useEventLog();
  const dialogRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const names = ['consent-ready', 'consent-change', 'consent-banner-fetched', 'consent-error'] as const;
    const onDocument = (event: Event) => addToLog(event, 'document');
    for (const name of names) document.addEventListener(name, onDocument);
    return () => names.forEach((name) => document.removeEventListener(name, onDocument));
  }, [addToLog]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onDialog = (event: Event) => addToLog(event, 'ref');
    dialog.addEventListener('consent-dialog-show', onDialog);
    dialog.addEventListener('consent-dialog-hide', onDialog);
    return () => {
      dialog.removeEventListener('consent-dialog-show', onDialog);
      dialog.removeEventListener('consent-dialog-hide', onDialog);
    };
  }, [addToLog]);

  const onBanner = (event: Event) => addToLog(event, 'React prop');

  return (
    <>
      <consent-loading-bar />
      <div className="react-demo">
        <section className="intro">
          <p className="kicker">React 19</p>
          <h1>The consent elements in a React app</h1>
          <p>
            The tags are ordinary elements to React. This page reads the store with <code>useSyncExternalStore</code>{' '}
            and logs the elements’ events as they arrive.
          </p>
        </section>

        <section className="card state" aria-labelledby="state-title">
          <div className="card-head">
            <h2 id="state-title">Current consents</h2>
            <span className="muted">{decided ? `Saved: ${decided.type}` : 'No decision yet'}</span>
          </div>
          <ul className="consent-list">
            {CATEGORY_NAMES.map((name) => (
              <li key={name}>
                <span>{fallbackCategoryTitle(name)}</span>
                <span className={consents[name] ? 'status on' : 'status'}>{consents[name] ? 'Granted' : 'Denied'}</span>
              </li>
            ))}
          </ul>
          <div className="buttons">
            <button className="btn" type="button" onClick={() => manager.setIsPrivacyDialogOpen(true)}>
              Cookie settings
            </button>
            <button className="btn secondary" type="button" onClick={() => manager.resetConsents()}>
              Reset
            </button>
          </div>
        </section>

        <section className="card log" aria-labelledby="log-title">
          <h2 id="log-title">Events</h2>
          {log.length ? (
            <ol className="event-log" aria-live="polite">
              {log.map((entry) => (
                <li key={entry.id}>
                  <time>{entry.time}</time>
                  <code>{entry.name}</code>
                  <span className="via">{entry.via}</span>
                  {entry.detail && <span className="detail">{entry.detail}</span>}
                </li>
              ))}
            </ol>
          ) : (
            <p className="muted">Waiting for events…</p>
          )}
        </section>

        <section className="card media-card" aria-labelledby="media-title">
          <h2 id="media-title">Embedded video</h2>
          <consent-frame category="marketing">
            <iframe
              data-src="/embed/video.html"
              title="Video: a night on the Hamburg–Vienna sleeper"
              width="1280"
              height="720"
            />
          </consent-frame>
        </section>

        <section className="card widget-card" aria-labelledby="widget-title">
          <h2 id="widget-title">The dialog as an inline widget</h2>
          <consent-dialog variant="widget" />
        </section>
      </div>

      <consent-banner onconsent-banner-show={onBanner} onconsent-banner-hide={onBanner} />
      <consent-dialog ref={dialogRef} />
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
