import { KEYWORD_TEXT, keywordLabel, type Card, type RulesetName } from '@signum/shared';

/** A keyword as a card face shows it, with the reminder sentence for its tooltip. */
export interface KeywordTip {
  /** The keyword's id (its glossary entry). */
  id: string;
  label: string;
  reminder: string;
}

/** The card's keywords (and those it grants) as labels with their reminder text, X replaced by the value where there is one. */
export function keywordTips(card: Card, ruleset: RulesetName = 'rulebook'): KeywordTip[] {
  const kws = [...card.keywords, ...(card.relic?.grants.keywords ?? [])];
  return kws.map((k) => {
    const reminder = KEYWORD_TEXT[k.kw].reminder;
    return { id: k.kw, label: keywordLabel(k, ruleset), reminder: k.x === undefined ? reminder : reminder.replace(/\bX\b/g, String(k.x)) };
  });
}
