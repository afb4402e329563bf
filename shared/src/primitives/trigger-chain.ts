import type { Ctx } from './context';
import { emit } from './context';

/** What a triggered ability's task carries: the ability itself and the chain of links that led to it. */
export interface ChainTag {
  byAbility: string;
  abilityChain?: string[];
}

/**
 * The loop rule (rulebook: Dragon Rules 6; checklist 17.12, 20.6; docs/rules-decisions.md #110): when triggered
 * abilities trigger one another, the chain is interrupted once an ability is about to be triggered by the same
 * ability again. `ability` names one ability of one card or creature (e.g. `k3:lastWord:0`). Returns the tag for
 * its task, or null — with a `chainInterrupted` event — when the link from the ability whose resolution is running
 * to this one has already happened in this chain.
 */
export function triggerInChain(ctx: Ctx, ability: string): ChainTag | null {
  const from = ctx.running;
  const cause = from?.byAbility;
  if (cause === undefined) return { byAbility: ability };
  const link = `${cause}>${ability}`;
  const chain = from!.abilityChain ?? [];
  if (chain.includes(link)) {
    emit(ctx, { e: 'chainInterrupted', ability, by: cause });
    return null;
  }
  return { byAbility: ability, abilityChain: [...chain, link] };
}
