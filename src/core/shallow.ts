/**
 * Runs `start` a microtask later, from a stack of its own. For the dynamic imports of the start-up: a tool that
 * watches the network (DevTools, Lighthouse, any CDP client: the bench) records each request's initiator stack, and
 * V8 re-parses every function on it for source positions; called deep in the manager's start-up, one import cost
 * 20-25 ms at 4x CPU there.
 */
export const shallow = <T>(start: () => Promise<T>): Promise<T> => Promise.resolve().then(start);
