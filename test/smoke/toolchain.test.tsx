import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import r2wc from '@r2wc/react-to-web-component';
import { useState } from 'react';

function Counter({ label }: { label?: string }) {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>{label}: {n}</button>;
}
if (!customElements.get('x-counter')) customElements.define('x-counter', r2wc(Counter, { shadow: 'open', props: { label: 'string' } }));

describe('toolchain', () => {
  it('renders React through r2wc', async () => {
    const el = await fixture<HTMLElement>(html`<x-counter label="Clicks"></x-counter>`);
    await waitUntil(() => el.shadowRoot?.querySelector('button'), 'not rendered');
    const r = await fetch('/mock-api/smoke/consent/set', { method: 'POST', body: '{}' });
    expect(r.status).to.equal(200);
    await expect(el).to.be.accessible();
  });
});
