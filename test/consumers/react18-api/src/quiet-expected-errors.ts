// React 18 logs every error an error boundary catches (React 19's createRoot takes onCaughtError instead): the
// errors this app expects and shows are kept out of the console, any other still reaches it.
const EXPECTED = ['useConsentManager must be used within', 'Consent store must be initialized'];
const error = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const text = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
  if (!EXPECTED.some((expected) => text.includes(expected))) error(...args);
};
