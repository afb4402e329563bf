import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The server's metrics in the Prometheus format (`GET /metrics`). One registry per process. Other
 * parts add theirs here. A room times its actions with `performance.now()` and `observe`, not
 * `startTimer`: a timer is a closure and an array a call, two of them on every action.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 }); // includes nodejs_eventloop_lag_* (event-loop delay)

/** Accepted actions (players', bots' and the server's own); Prometheus's rate() gives actions per second. */
export const actionsTotal = new Counter({ name: 'signum_actions_total', help: 'Accepted and logged actions.', registers: [registry] });

/** From an action's arrival at the room to its result being sent: engine, log write, broadcast. */
export const actionSeconds = new Histogram({
  name: 'signum_action_seconds',
  help: 'Time to apply, log and broadcast one action.',
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

/** Time the match store takes per write, by operation (create, append, finish). */
export const storeWriteSeconds = new Histogram({
  name: 'signum_store_write_seconds',
  help: 'Time one match store write takes.',
  labelNames: ['op'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  registers: [registry],
});

/**
 * The `append` series of `storeWriteSeconds`, bound once: `observe({ op: 'append' }, …)` builds the
 * series' key from its labels on every call.
 */
export const appendWriteSeconds = storeWriteSeconds.labels('append');

/**
 * How long one SQLite group commit took (its transaction and fsync), which the event loop waits for
 * (store/sqlite-group-commit.ts): a slow disk shows here before it shows in every match's latency.
 */
export const storeCommitSeconds = new Histogram({
  name: 'signum_store_commit_seconds',
  help: 'Time from the start of a SQLite group commit to its writes being on disk (the transaction on the event loop, then the WAL synced off it).',
  buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  registers: [registry],
});

/** Gauges read when scraped: open rooms and connected clients of this process. */
export function gaugeRoomsAndClients(read: () => { rooms: number; clients: number }): void {
  registry.removeSingleMetric('signum_rooms');
  registry.removeSingleMetric('signum_clients');
  new Gauge({ name: 'signum_rooms', help: 'Match rooms open on this server.', registers: [registry], collect() { this.set(read().rooms); } });
  new Gauge({ name: 'signum_clients', help: 'Clients connected to this server.', registers: [registry], collect() { this.set(read().clients); } });
}
