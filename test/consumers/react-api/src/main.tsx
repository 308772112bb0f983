import { createRoot } from 'react-dom/client';
import { App } from './app.js';

// The outside-provider error is expected and shown by the app: keep it out of the console.
createRoot(document.getElementById('root')!, { onCaughtError: () => {} }).render(<App />);
