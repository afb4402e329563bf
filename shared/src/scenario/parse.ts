import type { Scenario } from '../state/scenario-setup';

/** Check the outer shape of a parsed scenario file; throws a readable Error naming `source` otherwise. */
export function parseScenario(json: unknown, source: string): Scenario {
  const fail = (why: string): never => {
    throw new Error(`${source}: ${why}`);
  };
  if (typeof json !== 'object' || json === null || Array.isArray(json)) fail('a scenario must be a JSON object');
  const s = json as Record<string, unknown>;
  if (typeof s.name !== 'string' || s.name === '') fail('"name" must be a non-empty string');
  if (typeof s.setup !== 'object' || s.setup === null || Array.isArray(s.setup)) fail('"setup" must be an object');
  if (s.dice !== undefined && !Array.isArray(s.dice)) fail('"dice" must be an array of faces');
  if (!Array.isArray(s.steps)) fail('"steps" must be an array');
  (s.steps as unknown[]).forEach((step, i) => {
    const kind = stepKind(step);
    if (kind === null) fail(`step ${i + 1} must have "action" (with "seat"), "expect", "expectEvents", "expectNoEvents" (event kinds) or "deck" (with "expectDeck")`);
  });
  return s as unknown as Scenario;
}

/** Which of the step forms a step is, or null when it is none of them. */
export function stepKind(step: unknown): 'action' | 'expect' | 'expectEvents' | 'expectNoEvents' | 'deck' | null {
  if (typeof step !== 'object' || step === null || Array.isArray(step)) return null;
  const s = step as Record<string, unknown>;
  if ('action' in s) return typeof s.seat === 'string' ? 'action' : null;
  if ('expect' in s) return typeof s.expect === 'object' && s.expect !== null && !Array.isArray(s.expect) ? 'expect' : null;
  if ('expectEvents' in s) return Array.isArray(s.expectEvents) ? 'expectEvents' : null;
  if ('expectNoEvents' in s) return Array.isArray(s.expectNoEvents) && s.expectNoEvents.every((k) => typeof k === 'string') ? 'expectNoEvents' : null;
  if ('deck' in s) return typeof s.deck === 'object' && s.deck !== null && typeof s.expectDeck === 'object' && s.expectDeck !== null ? 'deck' : null;
  return null;
}
