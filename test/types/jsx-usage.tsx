// Compile-only check of the generated JSX typings (dist/types/react.d.ts, generated from the manifest): run by `npm run check:types` after a build.
import '../../dist/types/react.js';

export const ok = (
  <div>
    <consent-banner scroll-lock="" trap-focus={false} />
    <consent-dialog variant="widget" />
    <consent-frame category="marketing">
      <iframe title="Video" data-src="/embed" />
    </consent-frame>
    <consent-loading-bar />
  </div>
);

// @ts-expect-error: variant is 'dialog' or 'widget'
export const badVariant = <consent-dialog variant="sidebar" />;
// @ts-expect-error: category must be one of the five names
export const badCategory = <consent-frame category="ads" />;
