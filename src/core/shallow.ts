/**
 * Runs `start` a microtask later, from a stack of its own: a tool watching the network (DevTools, Lighthouse, the
 * bench) records each request's initiator stack, and V8 re-parsed the deep start-up stack for it (10-20 ms at 4x).
 */
export const shallow = <T>(start: () => Promise<T>): Promise<T> => Promise.resolve().then(start);
