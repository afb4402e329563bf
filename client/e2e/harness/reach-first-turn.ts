import type { Tab } from './browser';
import { answerPrompt } from './prompts';
import { snapshotOf } from './table';

/** Whether a tab's table is in the first real turn: Construction or Activation, turn ≥ 1. */
async function inFirstTurn(tab: Tab): Promise<boolean> {
  const v = (await snapshotOf(tab))?.view;
  return !!v && v.turn >= 1 && (v.phase === 'construction' || v.phase === 'activation');
}

/** Answer every setup prompt on these tabs through the UI until all their tables reach the first turn. */
export async function answerUntilFirstTurn(tabs: Tab[], note: (line: string) => void, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const done = await Promise.all(tabs.map(inFirstTurn));
    if (done.every(Boolean)) return;
    if (Date.now() > deadline) throw new Error(`the first turn was not reached within ${ms / 1000} s (${tabs.filter((_, i) => !done[i]).map((t) => t.name).join(', ')} not there)`);
    for (const tab of tabs) {
      const kind = await answerPrompt(tab);
      if (kind) note(`${tab.name} answered ${kind}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}
