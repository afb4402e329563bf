import type { Action } from '../protocol/actions';
import type { Vec } from '../geometry';
import type { TutorialStep } from './types';

/** Default distance (mm) a placed or moved base may land from the scripted spot. */
export const DEFAULT_TOLERANCE = 45;

const near = (a: Vec | undefined, b: Vec | undefined, within: number): boolean =>
  !!a && !!b && Math.hypot(a.x - b.x, a.y - b.y) <= within;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether the learner's action does what the step asks. Positions count when they land within the
 * step's tolerance of the scripted ones (the lesson then plays the scripted action, so what follows
 * holds); everything else must be the same choice. Which buildings pay an "Any" is left free.
 */
export function matchesStep(step: TutorialStep, got: Action): boolean {
  const want = step.action;
  if (!want || want.type !== got.type) return false;
  const tol = step.tolerance ?? DEFAULT_TOLERANCE;
  switch (want.type) {
    case 'answer': {
      const g = got as typeof want;
      if (g.decision !== want.decision) return false;
      const wa = want.answer as Record<string, unknown>;
      const ga = (g.answer ?? {}) as Record<string, unknown>;
      if ('at' in wa) return near(ga.at as Vec, wa.at as Vec, tol);
      if ('dice' in wa) return same([...((ga.dice as number[]) ?? [])].sort(), [...(wa.dice as number[])].sort());
      if ('choice' in wa) return ga.choice === wa.choice && (wa.choice === 'keep' || same([...((ga.cards as string[]) ?? [])].sort(), [...(wa.cards as string[])].sort()));
      return Object.keys(wa).every((k) => same(ga[k], wa[k]));
    }
    case 'move': {
      const g = got as typeof want;
      return g.creature === want.creature && !!g.run === !!want.run && near(g.path[g.path.length - 1], want.path[want.path.length - 1], tol);
    }
    case 'playCard': {
      const g = got as typeof want;
      return g.card === want.card && (!want.at || near(g.at, want.at, tol)) && g.target === want.target && g.replace === want.replace;
    }
    case 'playTerrain': {
      const g = got as typeof want;
      return g.card === want.card && near(g.at, want.at, tol);
    }
    default: {
      const { tapForAny: _w, ...w } = want as Action & { tapForAny?: unknown };
      const { tapForAny: _g, ...g } = got as Action & { tapForAny?: unknown };
      return same(normalise(w), normalise(g));
    }
  }
}

/** Keys in a fixed order and defaults filled, so two spellings of one action compare equal. */
function normalise(a: Record<string, unknown>): string {
  return JSON.stringify(Object.keys(a).sort().map((k) => [k, a[k]]));
}
