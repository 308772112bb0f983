import { connectElements } from '../../elements/page-connection';
import { pageAccess } from './singleton';

// Imported by the ESM entries before the tags (elements/define.ts): the tags then find this page's manager.
connectElements(pageAccess);
