import { provideViews } from './view-renderer';
import * as views from './views';

// Imported before the elements by bundles that carry React anyway: their elements mount without a dynamic import.
provideViews(views);
