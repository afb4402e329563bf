/**
 * `target` with every method's returned promise observed: a rejection is still given to whoever
 * awaits the call, but one nobody awaits (Colyseus fires some presence and driver calls without
 * awaiting them) no longer becomes an unhandled rejection. During a Redis outage every such call
 * fails with ioredis's "Command timed out"; the outage itself is logged once (watchOutages).
 */
export function observeRejections<T extends object>(target: T): T {
  return new Proxy(target, {
    get(obj, key, receiver) {
      const value = Reflect.get(obj, key, receiver);
      if (typeof value !== 'function') return value;
      return function (this: unknown, ...args: unknown[]) {
        const result = value.apply(this === receiver ? obj : this, args);
        if (result instanceof Promise) result.catch(() => {});
        return result;
      };
    },
  });
}
