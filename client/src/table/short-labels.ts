import { shortName } from './card-labels';

/** What a label is made from: a creature's id and its card's name. */
export interface Labelled {
  id: string;
  name: string;
}

/** Every creature's short name for the whole game: what its name plate, the log, the panels and the prompts call it. */
export interface ShortLabels {
  /** Give a name to each creature not named yet (the ones already named keep theirs). */
  learn(creatures: readonly Labelled[]): void;
  label(id: string): string | undefined;
}

/**
 * Short names unique over the whole game, never changed once given, so a log line read later still
 * names the creature its plate shows. A name is the card's short name ("Wolfen Packrunner" →
 * "Packrunner"); where several creatures share it a number follows: creatures that arrive together
 * are numbered from 1 (a mirror match's two heroes, "Stormhowl 1" and "Stormhowl 2"), a lone one
 * keeps the plain name, and every later one takes the next number ("Packrunner 2"). A number is
 * never reused, not even after its creature died: the log would then name two creatures alike.
 */
export function shortLabels(maxChars = 12): ShortLabels {
  const labels = new Map<string, string>();
  /** How many creatures have been named from each short name. */
  const given = new Map<string, number>();
  return {
    learn(creatures) {
      const groups = new Map<string, Labelled[]>();
      const newcomers = new Set<string>();
      for (const c of creatures) {
        if (labels.has(c.id) || newcomers.has(c.id)) continue;
        newcomers.add(c.id);
        const base = shortName(c.name, maxChars);
        groups.set(base, [...(groups.get(base) ?? []), c]);
      }
      for (const [base, group] of groups) {
        const before = given.get(base) ?? 0;
        const numbered = before > 0 || group.length > 1;
        group.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
        group.forEach((c, i) => labels.set(c.id, numbered ? `${base} ${before + i + 1}` : base));
        given.set(base, before + group.length);
      }
    },
    label: (id) => labels.get(id),
  };
}
