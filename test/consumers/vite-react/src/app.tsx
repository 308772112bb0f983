import type {} from 'consent-elements/react'; // the JSX typings of the tags come with the React entry

/** The tags as ordinary JSX, typed: a boolean attribute set to false turns its option off (here, focus trapping). */
export function App() {
  return (
    <main>
      <h1>React consumer</h1>
      <consent-frame category="marketing">
        <iframe data-src="https://www.youtube-nocookie.com/embed/VIDEO" width="560" height="315" title="Video" />
      </consent-frame>
      <a href="#" data-consent-action="open-dialog">
        Cookie settings
      </a>
      <consent-banner trap-focus={false} />
      <consent-dialog variant="dialog" />
    </main>
  );
}
