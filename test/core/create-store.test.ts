import { expect } from '@open-wc/testing';
import { createStore, type Listener } from '../../src/core/create-store';

interface State {
  count: number;
  label: string;
  list: number[];
}

const LIST = [1, 2];
const initial = (): State => ({ count: 0, label: 'a', list: LIST });

/** Records every (next, previous) pair a listener receives. */
function record(store: ReturnType<typeof createStore<State>>) {
  const calls: Array<[State, State]> = [];
  const unsubscribe = store.subscribe((next, previous) => calls.push([next, previous]));
  return { calls, unsubscribe };
}

describe('createStore', () => {
  const updates: Array<[string, Partial<State> | ((state: State) => Partial<State>), boolean, Partial<State>]> = [
    ['a changed field', { count: 1 }, true, { count: 1 }],
    ['two fields, one changed', { count: 0, label: 'b' }, true, { label: 'b' }],
    ['an equal primitive', { count: 0 }, false, {}],
    ['the same array', { list: LIST }, false, {}],
    ['an equal but new array', { list: [1, 2] }, true, { list: [1, 2] }],
    ['an empty patch', {}, false, {}],
    ['an updater', (state) => ({ count: state.count + 5 }), true, { count: 5 }],
    ['an updater returning the same values', (state) => ({ label: state.label }), false, {}],
  ];
  for (const [name, patch, notifies, expected] of updates) {
    it(`setState with ${name} ${notifies ? 'notifies once' : 'changes nothing'}`, () => {
      const store = createStore(initial());
      const before = store.getState();
      const { calls } = record(store);
      store.setState(patch);
      expect(calls.length).to.equal(notifies ? 1 : 0);
      if (!notifies) {
        expect(store.getState()).to.equal(before);
        return;
      }
      const [next, previous] = calls[0];
      expect(previous).to.equal(before);
      expect(next).to.equal(store.getState());
      expect(next).to.not.equal(before);
      expect(next).to.deep.equal({ ...initial(), ...expected });
      expect(before).to.deep.equal(initial(), 'the previous state is never mutated');
    });
  }

  it('calls every listener in subscription order, and stops calling one that unsubscribed', () => {
    const store = createStore(initial());
    const order: string[] = [];
    const first: Listener<State> = () => order.push('first');
    const unsubscribe = store.subscribe(first);
    store.subscribe(() => order.push('second'));
    store.setState({ count: 1 });
    unsubscribe();
    store.setState({ count: 2 });
    expect(order).to.deep.equal(['first', 'second', 'second']);
  });

  it('keeps notifying the other listeners when one throws, and logs the error', () => {
    const store = createStore(initial());
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      store.subscribe(() => {
        throw new Error('listener failed');
      });
      const { calls } = record(store);
      expect(() => store.setState({ count: 1 })).to.not.throw();
      expect(calls.length).to.equal(1);
    } finally {
      console.error = original;
    }
    expect(errors.length).to.equal(1);
    expect((errors[0][1] as Error).message).to.equal('listener failed');
  });

  it('a listener that unsubscribes another during a notification does not skip it this time', () => {
    const store = createStore(initial());
    const seen: string[] = [];
    let second = () => {};
    store.subscribe(() => {
      seen.push('first');
      second();
    });
    second = store.subscribe(() => seen.push('second')) as () => void;
    store.setState({ count: 1 });
    store.setState({ count: 2 });
    expect(seen).to.deep.equal(['first', 'second', 'first']);
  });

  // Issue 24 item 3 changed this: the later listener used to hear the nested change first ('nested', 'nested').
  it('a nested setState from a listener reaches the later listeners after the change being announced', () => {
    const store = createStore(initial());
    store.subscribe((next) => {
      if (next.count === 1) store.setState({ label: 'nested' });
    });
    const { calls } = record(store);
    store.setState({ count: 1 });
    expect(store.getState()).to.deep.equal({ count: 1, label: 'nested', list: LIST });
    expect(calls.map(([next, previous]) => [next.label, previous.label])).to.deep.equal([
      ['a', 'a'],
      ['nested', 'a'],
    ]);
  });
});
