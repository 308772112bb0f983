import { expect } from '@open-wc/testing';
import type { ConsentManager } from '../../src/core/consent-manager';
import type { ConsentErrorDetail } from '../../src/core/errors';
import { invalidCategory, reportOncePerElement } from '../../src/gating/report-once';

describe('reportOncePerElement', () => {
  it('reports each element once however often it is checked, and each install keeps its own record', () => {
    const reported: ConsentErrorDetail[] = [];
    const manager = { reportError: (detail: ConsentErrorDetail) => reported.push(detail) } as unknown as ConsentManager;
    const [a, b] = [document.createElement('iframe'), document.createElement('script')];
    const report = reportOncePerElement(manager);
    for (let i = 0; i < 3; i++) {
      report(invalidCategory(a, 'ads', '<iframe>'));
      report({ code: 'CONFIG_ERROR', message: 'another fault of the same element', element: a });
      report(invalidCategory(b, null, 'a parked <script>'));
    }
    const seen = reported.map((detail) => [detail.element, detail.code]);
    expect(seen).to.deep.equal([
      [a, 'CATEGORY_ERROR'],
      [b, 'CATEGORY_ERROR'],
    ]);
    reportOncePerElement(manager)(invalidCategory(a, 'ads', '<iframe>'));
    expect(reported).to.have.length(3);
  });

  it('names the element kind, the bad value and the five categories', () => {
    expect(invalidCategory(document.body, 'ads', '<iframe>').message).to.equal(
      'Invalid category "ads" on <iframe>: must be one of necessary, functionality, experience, measurement, marketing',
    );
  });
});
