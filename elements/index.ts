/**
 * Every tag with its views bundled (the demo and the tests), connected to the page: the elements mount without
 * fetching anything. Packages import elements/define.ts instead, which fetches the views on demand.
 */
import './static-views';

export * from './define';
