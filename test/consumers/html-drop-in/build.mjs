// The site's "build": the page, its analytics script, and the drop-in's files copied beside each other as the
// README's HTML quick start says (the dist/cdn/ folder, copied whole).
import { cpSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const dist = fileURLToPath(new URL('./node_modules/consent-elements/dist/cdn/', import.meta.url));
mkdirSync('dist', { recursive: true });
cpSync('index.html', 'dist/index.html');
cpSync('services.html', 'dist/services.html');
cpSync('analytics.js', 'dist/analytics.js');
cpSync(dist, 'dist/consent-elements', { recursive: true });
console.log(path.resolve('dist'));
