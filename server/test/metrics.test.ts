import { playedBotDuel } from './catch-up-log';
import { startTestServer, type TestServer } from './harness';

/** A sample's value in Prometheus text, e.g. `signum_store_write_seconds_count{op="append"}`. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  if (!line) throw new Error(`no ${series} in /metrics`);
  return Number(line.slice(series.length + 1));
}

// Every accepted action is counted once in each of the room's series: the counter, the time per
// action, and the time of its log append (the operator's view of actions/s and of the store).
describe('/metrics', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts every logged action in signum_actions_total, signum_action_seconds and the append series of signum_store_write_seconds', async () => {
    const { sr } = await playedBotDuel(t.client(), { seed: 'metrics', name: 'Tester' }, 30);
    const text = await (await fetch(`http://127.0.0.1:${t.server.port}/metrics`)).text();
    const logged = sr.actionCount;
    expect(logged).toBeGreaterThan(20);
    expect(sample(text, 'signum_actions_total')).toBe(logged);
    expect(sample(text, 'signum_action_seconds_count')).toBe(logged);
    expect(sample(text, 'signum_store_write_seconds_count{op="append"}')).toBe(logged);
    expect(sample(text, 'signum_action_seconds_sum')).toBeGreaterThan(0);
    expect(sample(text, 'signum_store_write_seconds_sum{op="append"}')).toBeGreaterThan(0);
  });
});
