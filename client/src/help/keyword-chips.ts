import { KEYWORD_IDS, KEYWORD_TEXT, keywordAnchor, type KeywordId } from '@signum/shared';
import { showHelp } from './help-popover';

/**
 * Clicking a keyword chip on any card face (`[data-keyword]`) opens its glossary entry: the
 * reminder the card prints and a link to the glossary on How to play. Installed once for the page.
 */
export function installKeywordChips(root: Document = document): void {
  root.addEventListener('click', (e) => {
    const chip = (e.target as Element | null)?.closest?.('[data-keyword]') as HTMLElement | null;
    const id = chip?.dataset.keyword as KeywordId | undefined;
    if (!id || !(KEYWORD_IDS as readonly string[]).includes(id)) return;
    showHelp(chip!.textContent?.trim() || KEYWORD_TEXT[id].name, KEYWORD_TEXT[id].reminder, keywordAnchor(id));
  });
}
