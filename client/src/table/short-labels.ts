import { shortName } from './card-labels';

/** What a label is made from: a creature's id and its card's name. */
export interface Labelled {
  id: string;
  name: string;
}

/**
 * A short name for every creature on the table, unique among them: the card's short name, and
 * where two or more share it (a mirror match's two heroes, two Packrunners) a number after it.
 * A creature keeps the label it had (`previous`) while that label is still its own and unique, so
 * "Packrunner 2" does not become "Packrunner 1" when the first one dies; newcomers get the lowest
 * free number.
 */
export function uniqueShortLabels(creatures: readonly Labelled[], previous: ReadonlyMap<string, string> = new Map(), maxChars = 12): Map<string, string> {
  const out = new Map<string, string>();
  const groups = new Map<string, Labelled[]>();
  for (const c of creatures) {
    const base = shortName(c.name, maxChars);
    const group = groups.get(base) ?? [];
    group.push(c);
    groups.set(base, group);
  }
  for (const [base, group] of groups) {
    if (group.length === 1) {
      const kept = previous.get(group[0]!.id);
      // A lone survivor keeps its number: the log and the other players have called it that.
      out.set(group[0]!.id, kept && kept.startsWith(`${base} `) ? kept : base);
      continue;
    }
    const taken = new Set<number>();
    const waiting: Labelled[] = [];
    for (const c of [...group].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }))) {
      const m = previous.get(c.id)?.match(new RegExp(`^${escape(base)} (\\d+)$`));
      const n = m ? Number(m[1]) : 0;
      if (n > 0 && !taken.has(n)) {
        taken.add(n);
        out.set(c.id, `${base} ${n}`);
      } else waiting.push(c);
    }
    let next = 1;
    for (const c of waiting) {
      while (taken.has(next)) next++;
      taken.add(next);
      out.set(c.id, `${base} ${next}`);
    }
  }
  return out;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
