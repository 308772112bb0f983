// "Your consent receipts": the backend's ids that the library kept in this browser, turned into a table
// by /api/receipts. Only these ids are asked for, so only this browser's records can come back.
const RECEIPTS_KEY = 'consent-elements-receipts';
const METHODS = { all: 'Accepted all', necessary: 'Rejected all', custom: 'Custom selection' };
const output = document.querySelector('[data-receipts]');

function storedIds() {
  let list;
  try {
    list = JSON.parse(localStorage.getItem(RECEIPTS_KEY) ?? '[]');
  } catch {
    list = [];
  }
  // One query per subject; the server returns a subject's listed consents only.
  const bySubject = new Map();
  for (const { subjectId = '', consentId } of Array.isArray(list) ? list : []) {
    if (!subjectId && !consentId) continue;
    const ids = bySubject.get(subjectId) ?? [];
    if (consentId) ids.push(consentId);
    bySubject.set(subjectId, ids);
  }
  return [...bySubject].map(([subjectId, consentIds]) => ({
    ...(subjectId && { subjectId }),
    ...(consentIds.length && { consentIds }),
  }));
}

async function fetchReceipts(query) {
  const response = await fetch('/api/receipts', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(query),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  return (await response.json()).receipts;
}

function element(tag, props = {}, children = []) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function render(receipts) {
  if (!receipts.length) {
    output.replaceChildren(
      element('p', {
        className: 'notice',
        textContent:
          'No receipts in this browser yet. Make a choice in the cookie banner or in the cookie settings, and it will appear here.',
      }),
    );
    return;
  }
  const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
  const columns = ['Time', 'Purposes granted', 'Method', 'Receipt'];
  const rows = receipts.map((receipt) =>
    element(
      'tr',
      {},
      [
        [
          element('time', {
            dateTime: receipt.time,
            textContent: format.format(new Date(receipt.time)),
            title: receipt.time,
          }),
        ],
        [
          element(
            'div',
            { className: 'chips' },
            receipt.purposes.map((purpose) => element('span', { className: 'chip', textContent: purpose })),
          ),
        ],
        [
          METHODS[receipt.method] ?? receipt.method ?? '—',
          ...(receipt.status === 'active' ? [] : [` (${receipt.status})`]),
        ],
        [element('code', { textContent: receipt.consentId })],
      ].map((children, index) => {
        const td = element('td', {}, children);
        td.dataset.label = columns[index];
        return td;
      }),
    ),
  );
  const head = element(
    'tr',
    {},
    columns.map((text) => element('th', { scope: 'col', textContent: text })),
  );
  output.replaceChildren(
    element('div', { className: 'table-wrap' }, [
      element('table', { className: 'receipts' }, [element('thead', {}, [head]), element('tbody', {}, rows)]),
    ]),
  );
}

async function load() {
  try {
    const lists = await Promise.all(storedIds().map(fetchReceipts));
    const unique = new Map(lists.flat().map((receipt) => [receipt.consentId, receipt]));
    render([...unique.values()].sort((a, b) => b.time.localeCompare(a.time)));
  } catch (error) {
    output.replaceChildren(
      element('p', { className: 'notice', textContent: `Could not load your receipts: ${error.message}.` }),
    );
  }
}

load();
// A new decision gets its receipt id once the save has finished (stored just after isSaving turns false).
window.ConsentElements?.getConsentManager().subscribe((next, previous) => {
  if (previous.isSaving && !next.isSaving) setTimeout(load);
});
