import {
  ALL_CARDS, CLASSIC_2017, decodeDeck, encodeDeck, FACTION_NAME, findCard, getCard, keywordName, PRECONS, RULEBOOK, validateDeck,
  type CardType, type Faction, type KeywordId, type Loadout, type RulesetName,
} from '@signum/shared';
import { hrefOf } from '../app/router';
import { copyText, h, select } from '../app/dom';
import { ANY_CARD, COST_CAP, keywordsIn, searchCards, type CardQuery } from './card-search';
import { poolCard } from './pool-card';
import { addCard, copiesOf, deckLines, deckTotals, heroes, isDeckCard, poolCandidates, removeCard, togglePool, withHero } from './deck-edit';
import { deleteSavedDeck, listSavedDecks, loadSavedDeck, saveDeck } from './saved-decks';
import { keywordTips } from '../model/keyword-tips';
import '../styles/lobby.css';
import '../styles/deck.css';

const FACTIONS: Faction[] = ['alliance', 'akkari', 'vallor', 'grypharim', 'dogs-of-war', 'neutral'];
const TYPES: CardType[] = ['hero', 'minion', 'character', 'spell', 'relic', 'tactic', 'building', 'terrain'];
/** The pool shows this many cards at most at once; the search narrows it. */
const SHOWN_MAX = 120;

/**
 * The deck builder (#/decks): the card pool with search and filters, the hero (its minion follows),
 * the Battle Deck with counts, the building and terrain pools, the validator's reasons live under
 * either ruleset, deck codes out and in, a precon to start from, and decks saved by name.
 */
export function mountDeckBuilder(host: HTMLElement): () => void {
  let loadout: Loadout = structuredClone(PRECONS[0]!.loadout);
  let ruleset: RulesetName = 'rulebook';
  let query: CardQuery = { ...ANY_CARD };

  const poolGrid = h('div', { class: 'pool-grid', testid: 'card-pool' });
  const poolCount = h('p', { class: 'muted', testid: 'pool-count' });
  const side = h('div', { class: 'deck-side' });

  const search = h('input', { testid: 'deck-search', type: 'search', placeholder: 'Search name or text', class: 'wide' });
  search.addEventListener('input', () => ((query = { ...query, text: search.value }), renderPool()));
  const filters = h('div', { class: 'row filters' },
    search,
    select('filter-faction', [['', 'Any faction'], ...FACTIONS.map((f) => [f, FACTION_NAME[f]] as [string, string])], '', (v) => ((query = { ...query, faction: v as Faction | '' }), renderPool())),
    select('filter-type', [['', 'Any type'], ...TYPES.map((t) => [t, t] as [string, string])], '', (v) => ((query = { ...query, type: v as CardType | '' }), renderPool())),
    select('filter-cost', [['', 'Any cost'], ...Array.from({ length: COST_CAP + 1 }, (_, i) => [String(i), `${i}${i === COST_CAP ? '+' : ''} Prosperity`] as [string, string])], '', (v) => ((query = { ...query, cost: v === '' ? '' : Number(v) }), renderPool())),
    select('filter-keyword', [['', 'Any keyword'], ...keywordsIn(ALL_CARDS).map((k) => [k, keywordName(k)] as [string, string])], '', (v) => ((query = { ...query, keyword: v as KeywordId | '' }), renderPool())),
  );

  const change = (next: Loadout) => {
    loadout = next;
    renderPool();
    renderSide();
  };

  function renderPool(): void {
    const found = searchCards(ALL_CARDS, query);
    poolCount.textContent = found.length > SHOWN_MAX ? `${found.length} cards; showing the first ${SHOWN_MAX} — search or filter to narrow.` : `${found.length} cards`;
    poolGrid.replaceChildren(...found.slice(0, SHOWN_MAX).map((card) => {
      const actions: HTMLElement[] = [];
      if (isDeckCard(card)) {
        const n = copiesOf(loadout, card.id);
        actions.push(h('button', { testid: 'add-card', 'aria-label': `Add ${card.name}`, onclick: () => change(addCard(loadout, card.id)) }, '+ Add'));
        if (n > 0) actions.push(h('span', { class: 'count' }, `${n} in deck`));
      } else if (card.type === 'hero') {
        actions.push(h('button', { testid: 'pick-hero', disabled: loadout.hero === card.id, onclick: () => change(withHero(loadout, card.id)) }, loadout.hero === card.id ? 'Leads the deck' : 'Lead with this hero'));
      }
      return poolCard(card, ruleset, ...actions);
    }));
  }

  const codeOut = h('textarea', { testid: 'deck-code-export', rows: 3, readonly: true });
  const importIn = h('textarea', { testid: 'deck-import-input', rows: 2, placeholder: 'Paste a deck code to load it', spellcheck: 'false' });
  const importError = h('p', { testid: 'deck-import-error', class: 'error-line', hidden: true });
  const nameIn = h('input', { testid: 'deck-name', placeholder: 'Deck name', maxlength: 40 });
  const saveNote = h('span', { class: 'muted', 'aria-live': 'polite' });
  const savedBox = h('ul', { testid: 'saved-decks', class: 'saved' });

  const doImport = () => {
    const decoded = decodeDeck(importIn.value);
    importError.hidden = decoded.ok;
    if (!decoded.ok) return void (importError.textContent = decoded.message);
    change(decoded.loadout);
  };

  function renderSaved(): void {
    const saved = listSavedDecks(localStorage);
    savedBox.replaceChildren(...(saved.length ? saved.map((d) => h('li', { 'data-deck-name': d.name },
      h('span', {}, d.name),
      h('button', { onclick: () => {
        const r = loadSavedDeck(d);
        if (!r.ok) return void ((importError.hidden = false), (importError.textContent = `${d.name}: ${r.message}`));
        nameIn.value = d.name;
        change(r.loadout);
      } }, 'Load'),
      h('button', { onclick: () => (deleteSavedDeck(localStorage, d.name), renderSaved()) }, 'Delete'),
    )) : [h('li', { class: 'muted' }, 'No saved decks yet.')]));
  }

  function renderSide(): void {
    const hero = findCard(loadout.hero);
    const check = validateDeck(loadout, ruleset === 'classic2017' ? CLASSIC_2017 : RULEBOOK);
    const totals = deckTotals(loadout);
    const heroPicker = select('hero-picker', heroes().map((c) => [c.id, `${c.name} (${FACTION_NAME[c.faction]})`] as [string, string]), loadout.hero, (id) => change(withHero(loadout, id)));
    const poolList = (pool: 'buildings' | 'terrains', type: 'building' | 'terrain') => h('ul', { testid: `${type}-pool`, class: 'pool-choice' },
      ...poolCandidates(loadout.hero, type).map((c) => {
        const box = h('input', { type: 'checkbox', checked: loadout[pool].includes(c.id), onchange: () => change(togglePool(loadout, pool, c.id)) });
        return h('li', {}, h('label', { title: keywordTips(c, ruleset).map((t) => `${t.label}: ${t.reminder}`).join('\n') || undefined }, box, ` ${c.name}`));
      }));
    codeOut.value = encodeDeck(loadout);
    side.replaceChildren(
      h('section', { class: 'panel' },
        h('h2', {}, 'Deck'),
        h('div', { class: 'row' }, h('label', {}, 'Hero ', heroPicker)),
        h('p', { class: 'muted' }, `Minion: ${findCard(loadout.minion)?.name ?? '—'}${hero ? ` · ${FACTION_NAME[hero.faction]}` : ''}`),
        h('div', { class: 'row' },
          h('span', {}, 'Rules: '),
          ...(['rulebook', 'classic2017'] as const).map((r) => h('button', { testid: `ruleset-${r}`, class: r === ruleset ? 'primary' : '', 'aria-pressed': String(r === ruleset), onclick: () => ((ruleset = r), renderPool(), renderSide()) }, r === 'rulebook' ? 'Rulebook' : 'Classic 2017')),
        ),
        h('div', { testid: 'deck-verdict', class: `verdict ${check.ok ? 'ok' : 'bad'}`, 'data-ok': String(check.ok) },
          check.ok ? 'This deck is legal.' : h('ul', { testid: 'deck-reasons' }, ...check.reasons.map((r) => h('li', { 'data-code': r.code }, r.message)))),
        h('p', { testid: 'deck-totals' }, `${totals.size} cards: ${totals.characters} characters (${totals.dogsOfWarCharacters} Dogs of War), ${totals.supports} supports (${totals.dogsOfWarSupports} Dogs of War)`),
        h('ul', { testid: 'deck-list', class: 'deck-list' }, ...deckLines(loadout).map((line) => h('li', { 'data-card': line.id },
          h('span', { class: 'count' }, `${line.count}×`),
          h('span', { class: 'name', title: findCard(line.id) ? `${line.type}` : 'unknown card' }, line.name),
          h('button', { 'aria-label': `Remove one ${line.name}`, testid: 'remove-card', onclick: () => change(removeCard(loadout, line.id)) }, '−'),
          findCard(line.id) && isDeckCard(getCard(line.id)) ? h('button', { 'aria-label': `Add one ${line.name}`, onclick: () => change(addCard(loadout, line.id)) }, '+') : null,
        ))),
      ),
      h('section', { class: 'panel' }, h('h3', {}, `Building pool (${loadout.buildings.length})`), poolList('buildings', 'building'),
        h('h3', {}, `Terrain pool (${loadout.terrains.length})`), poolList('terrains', 'terrain')),
      h('section', { class: 'panel' },
        h('h3', {}, 'Deck code'),
        codeOut,
        h('div', { class: 'row' }, h('button', { testid: 'deck-code-copy', onclick: (e) => void copyText(codeOut.value).then((ok) => ((e.target as HTMLButtonElement).textContent = ok ? 'Copied' : 'Copy failed: select the text')) }, 'Copy code')),
        importIn,
        h('div', { class: 'row' }, h('button', { testid: 'deck-import-go', onclick: doImport }, 'Load code')),
        importError,
      ),
      h('section', { class: 'panel' },
        h('h3', {}, 'Start from a ready-made deck'),
        h('div', { class: 'row' }, ...PRECONS.map((p) => h('button', { testid: `start-${p.id}`, onclick: () => change(structuredClone(p.loadout)) }, p.name))),
        h('h3', {}, 'Saved decks'),
        h('div', { class: 'row' }, nameIn, h('button', { testid: 'deck-save', onclick: () => {
          try {
            const d = saveDeck(localStorage, nameIn.value, loadout);
            saveNote.textContent = `Saved “${d.name}”.`;
            renderSaved();
          } catch (e) {
            saveNote.textContent = (e as Error).message;
          }
        } }, 'Save'), saveNote),
        savedBox,
      ),
    );
    renderSaved();
  }

  host.append(h('div', { class: 'deck-builder', testid: 'deck-builder' },
    h('header', { class: 'lobby-head' }, h('h1', {}, 'Deck builder'), h('a', { class: 'button', href: hrefOf({ name: 'lobby' }), testid: 'back-to-lobby' }, 'Back to the lobby')),
    h('div', { class: 'deck-columns' },
      h('div', { class: 'pool-side' }, filters, poolCount, poolGrid),
      side,
    ),
  ));
  renderPool();
  renderSide();
  return () => {};
}

