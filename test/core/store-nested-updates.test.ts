import { expect } from '@open-wc/testing';
import { createStore } from '../../src/core/create-store';

// Issue 24 item 3: a listener that sets state must not make later listeners hear the nested change first.
interface State {
  count: number;
  label: string;
}
type Heard = Array<[string, number, number]>; // [listener, next.count, previous.count]

/** Listener `name` sets `count` to `to` when it hears `count === when`. */
const cases: Array<[string, Array<{ name: string; when?: number; to?: number }>, Heard]> = [
  [
    'no nested change',
    [{ name: 'a' }, { name: 'b' }],
    [
      ['a', 0 + 1, 0],
      ['b', 1, 0],
    ],
  ],
  [
    'the first listener sets state',
    [{ name: 'a', when: 1, to: 2 }, { name: 'b' }],
    [
      ['a', 1, 0],
      ['b', 1, 0],
      ['a', 2, 1],
      ['b', 2, 1],
    ],
  ],
  [
    'the last listener sets state',
    [{ name: 'a' }, { name: 'b', when: 1, to: 2 }],
    [
      ['a', 1, 0],
      ['b', 1, 0],
      ['a', 2, 1],
      ['b', 2, 1],
    ],
  ],
  [
    'a chain of nested changes',
    [{ name: 'a', when: 1, to: 2 }, { name: 'b', when: 2, to: 3 }, { name: 'c' }],
    [
      ['a', 1, 0],
      ['b', 1, 0],
      ['c', 1, 0],
      ['a', 2, 1],
      ['b', 2, 1],
      ['c', 2, 1],
      ['a', 3, 2],
      ['b', 3, 2],
      ['c', 3, 2],
    ],
  ],
  [
    'two listeners set state on one change',
    [{ name: 'a', when: 1, to: 2 }, { name: 'b', when: 1, to: 5 }, { name: 'c' }],
    [
      ['a', 1, 0],
      ['b', 1, 0],
      ['c', 1, 0],
      ['a', 2, 1],
      ['b', 2, 1],
      ['c', 2, 1],
      ['a', 5, 2],
      ['b', 5, 2],
      ['c', 5, 2],
    ],
  ],
];

describe('createStore: changes made by listeners', () => {
  for (const [title, listeners, expected] of cases) {
    it(`${title}: every listener hears every change in order, with its own previous`, () => {
      const store = createStore<State>({ count: 0, label: 'x' });
      const heard: Heard = [];
      for (const { name, when, to } of listeners) {
        store.subscribe((next, previous) => {
          heard.push([name, next.count, previous.count]);
          if (when !== undefined && next.count === when) store.setState({ count: to });
        });
      }
      store.setState({ count: 1 });
      expect(heard).to.deep.equal(expected);
    });
  }

  it('getState() inside a listener is the newest state; an unchanged nested set is silent', () => {
    const store = createStore<State>({ count: 0, label: 'x' });
    const seen: Array<[number, number]> = [];
    store.subscribe((next) => {
      if (next.count === 1) store.setState({ count: 2, label: 'x' });
      if (next.count === 2) store.setState({ count: 2 });
    });
    store.subscribe((next) => seen.push([next.count, store.getState().count]));
    store.setState({ count: 1 });
    expect(seen).to.deep.equal([
      [1, 2],
      [2, 2],
    ]);
  });
});
