import { decodeDeck, FACTION_NAME, findCard, getCard, PRECONS, withConstructionDeck, type Loadout } from '@signum/shared';
import { navigate } from '../app/router';
import { listSavedDecks, loadSavedDeck } from '../deck/saved-decks';
import { deckLines } from '../deck/deck-edit';
import type { SeatInfo, ServerError, TableSnapshot } from '../model/snapshot';
import type { DeckChoice, MatchConnection } from '../net/match-connection';
import { moveDown, moveUp } from './construction-order';
import { copyText, h } from '../app/dom';
import { MODE_LABEL, QUEST_LABEL } from './room-listing';
import { questDeckSection } from './quest-pregame';
import '../styles/lobby.css';
import { pregameExtras } from '../players/pregame-extras';

/** The deck this seat last asked for: what to send again when the Construction Deck is reordered. */
interface Pick {
  label: string;
  loadout: Loadout;
  choice: { precon: string } | { code: string };
}

const cardName = (id: string) => findCard(id)?.name ?? id;

/**
 * The room before the game starts: the mode and seats (re-rendered from every snapshot as people
 * join), the private code, the deck choice (a precon, a pasted code or a saved deck) with the
 * server's verdict, the Construction Deck order in Experienced Architect, ready and leave.
 */
/** A practice room: every seat but the viewer's is a bot, so there is nobody to invite. */
function practice(snap: TableSnapshot): boolean {
  return snap.seats.every((s) => s.bot || s.seat === snap.viewer);
}

export function mountPregame(host: HTMLElement, conn: MatchConnection): () => void {
  let pick: Pick | null = null;
  let order: string[] = [];
  let awaitingVerdict = false;
  const seated = conn.seat !== null;
  const extras = pregameExtras(conn);

  const title = h('h1', {});
  const codeArea = h('div', { class: 'code-area' });
  const seatsBox = h('div', { class: 'seats' });
  const readyBtn = h('button', { testid: 'ready', class: 'primary', onclick: () => conn.ready() }, 'Ready');
  const leaveBtn = h('button', { testid: 'leave', onclick: () => (conn.close(), navigate({ name: 'lobby' })) }, 'Leave');
  const errorLine = h('p', { testid: 'pregame-error', class: 'error-line', role: 'alert', hidden: true });
  const deckStatus = h('div', { testid: 'deck-status', class: 'deck-status', 'aria-live': 'polite' }, seated ? 'No deck chosen yet.' : '');
  const poolsBox = h('div', { class: 'pools' });
  const constructionBox = h('div', { class: 'construction' });
  const precons = h('div', { class: 'precons' });

  const setStatus = (kind: 'pending' | 'accepted' | 'error', ...content: (Node | string)[]) => {
    deckStatus.className = `deck-status ${kind}`;
    deckStatus.dataset.state = kind;
    deckStatus.replaceChildren(...content);
  };

  const send = () => {
    if (!pick) return;
    const choice: DeckChoice = architect() ? { ...pick.choice, constructionDeck: order } : pick.choice;
    awaitingVerdict = true;
    setStatus('pending', `Checking ${pick.label}…`);
    conn.chooseDeck(choice);
  };
  const choose = (p: Pick) => {
    pick = p;
    order = withConstructionDeck(p.loadout).constructionDeck ?? [];
    precons.querySelectorAll('.precon').forEach((el) => el.classList.toggle('chosen', (el as HTMLElement).dataset.precon === ('precon' in p.choice ? p.choice.precon : '')));
    renderLoadoutDetails();
    send();
  };

  const architect = () => conn.current()?.experiencedArchitect === true;

  const renderLoadoutDetails = () => {
    if (!pick) return void poolsBox.replaceChildren();
    const l = pick.loadout;
    poolsBox.replaceChildren(
      h('div', {}, h('h3', {}, `Buildings (${l.buildings.length})`), h('ul', { testid: 'building-pool' }, ...l.buildings.map((id) => h('li', {}, cardName(id))))),
      h('div', {}, h('h3', {}, `Terrain (${l.terrains.length})`), h('ul', { testid: 'terrain-pool' }, ...l.terrains.map((id) => h('li', {}, cardName(id))))),
    );
    renderConstruction();
  };
  const renderConstruction = () => {
    if (!pick || !architect()) return void constructionBox.replaceChildren();
    const reorder = (next: string[]) => {
      order = next;
      renderConstruction();
      send();
    };
    constructionBox.replaceChildren(
      h('h3', {}, 'Construction Deck (top first)'),
      h('p', { class: 'muted' }, 'Experienced Architect: you may only build the top card of this deck, in this order.'),
      h('ol', { testid: 'construction-deck' }, ...order.map((id, i) => h('li', { 'data-card': id },
        h('span', { class: 'place muted' }, `${i + 1}.`),
        h('span', { class: 'name' }, cardName(id)),
        h('button', { 'aria-label': `Move ${cardName(id)} up`, disabled: i === 0, onclick: () => reorder(moveUp(order, i)) }, '↑'),
        h('button', { 'aria-label': `Move ${cardName(id)} down`, disabled: i === order.length - 1, onclick: () => reorder(moveDown(order, i)) }, '↓'),
      ))),
    );
  };

  for (const p of PRECONS) {
    const hero = getCard(p.loadout.hero);
    precons.append(h('div', { class: 'precon', 'data-precon': p.id },
      h('button', { testid: `precon-${p.id}`, onclick: () => choose({ label: p.name, loadout: p.loadout, choice: { precon: p.id } }) }, p.name),
      h('span', { class: 'muted' }, `${FACTION_NAME[p.faction]} — ${hero.name}`),
      h('details', {}, h('summary', {}, 'Cards'), h('ul', {}, ...deckLines(p.loadout).map((l) => h('li', {}, `${l.count}× ${l.name}`)))),
    ));
  }

  const codeInput = h('textarea', { testid: 'deck-code-input', rows: 2, placeholder: 'Paste a deck code', spellcheck: 'false' });
  const useCode = () => {
    const code = codeInput.value.trim();
    if (!code) return setStatus('error', 'Paste a deck code first.');
    const decoded = decodeDeck(code);
    // The server reads the code again and has the last word; decoding here only shows the pools.
    if (!decoded.ok) return setStatus('error', decoded.message);
    choose({ label: 'the pasted deck', loadout: decoded.loadout, choice: { code } });
  };
  const saved = listSavedDecks(localStorage);
  const savedSelect = h('select', { testid: 'saved-deck' }, h('option', { value: '' }, saved.length ? 'A deck you saved…' : 'No saved decks'), ...saved.map((d) => h('option', { value: d.name }, d.name)));
  savedSelect.disabled = saved.length === 0;
  savedSelect.addEventListener('change', () => {
    const d = saved.find((s) => s.name === savedSelect.value);
    if (!d) return;
    const r = loadSavedDeck(d);
    if (!r.ok) return setStatus('error', `${d.name}: ${r.message}`);
    codeInput.value = d.code;
    choose({ label: d.name, loadout: r.loadout, choice: { code: d.code } });
  });

  const offAccepted = conn.onDeckAccepted((source) => {
    awaitingVerdict = false;
    const name = PRECONS.find((p) => p.id === source)?.name ?? pick?.label ?? 'your deck';
    setStatus('accepted', `Deck accepted: ${name}.`);
  });
  const offError = conn.onError((e: ServerError) => {
    if (!awaitingVerdict) {
      errorLine.textContent = e.message;
      errorLine.hidden = false;
      return;
    }
    awaitingVerdict = false;
    const reasons = e.reasons ?? [];
    setStatus('error', reasons.length ? 'The server refused this deck:' : e.message, ...(reasons.length ? [h('ul', {}, ...reasons.map((r) => h('li', { 'data-code': r.code }, r.message)))] : []));
  });

  const seatCard = (s: SeatInfo) => {
    const me = s.seat === conn.seat;
    const tag = (text: string, cls = '') => h('span', { class: `tag ${cls}` }, text);
    return h('div', { testid: `seat-${s.seat}`, class: `seat-card${me ? ' me' : ''}`, 'data-seat': s.seat, 'data-ready': String(s.ready) },
      h('strong', {}, s.taken ? s.name || s.seat : 'Free seat'), me ? h('span', { class: 'muted' }, ' (you)') : null,
      h('div', { class: 'flags' },
        s.bot ? tag('bot') : null,
        s.taken ? tag(s.deckChosen ? 'deck chosen' : 'choosing a deck', s.deckChosen ? 'ok' : '') : null,
        s.taken ? tag(s.ready ? 'ready' : 'not ready', s.ready ? 'ok' : '') : null,
        s.away ? tag('away', 'warn') : null,
      ),
    );
  };

  const render = (snap: TableSnapshot) => {
    title.textContent = `${snap.questSide ? QUEST_LABEL[snap.questSide] : (MODE_LABEL[snap.mode] ?? snap.mode)} — waiting for players`;
    const variant = [snap.ruleset === 'classic2017' ? 'Classic 2017 rules' : 'Rulebook rules', snap.experiencedArchitect ? 'Experienced Architect' : ''].filter(Boolean).join(' · ');
    codeArea.replaceChildren(
      h('p', { class: 'muted' }, variant),
      ...(snap.questSide === 'pve'
        ? [h('p', { testid: 'practice-note' }, 'A solo quest: only you play here. Say you are ready to begin.')]
        : snap.code && practice(snap)
        ? [h('p', { testid: 'practice-note' }, 'Practice against bots: only you play here. Choose a deck and say you are ready.')]
        : snap.code
        ? [h('p', {}, 'Private match. Give your friends this code: ',
            h('span', { testid: 'join-code-display', class: 'code-box' }, snap.code),
            h('button', { testid: 'copy-code', onclick: (e) => void copyText(snap.code!).then((ok) => ((e.target as HTMLButtonElement).textContent = ok ? 'Copied' : 'Copy failed: select the code')) }, 'Copy')),
            extras.invite(snap.code)]
        : []),
      extras.rated,
    );
    if (snap.mode === 'teams') {
      const side = (team: string) => h('div', { testid: `team-${team}` }, h('h3', {}, `Side ${team}`), h('div', { class: 'seats' }, ...snap.seats.filter((s) => s.team === team).map(seatCard)));
      seatsBox.className = 'teams';
      seatsBox.replaceChildren(side('A'), side('B'));
    } else {
      seatsBox.className = 'seats';
      seatsBox.replaceChildren(...snap.seats.map(seatCard));
    }
    const mine = snap.seats.find((s) => s.seat === conn.seat);
    // After a reload the server still holds the deck chosen before it; say so until a new choice.
    if (!pick && mine?.deckChosen && !deckStatus.dataset.state) setStatus('accepted', 'Your deck is chosen; pick another to change it.');
    readyBtn.disabled = !mine?.deckChosen || mine.ready;
    readyBtn.textContent = mine?.ready ? 'Ready ✓ — waiting for the others' : 'Ready';
    renderConstruction();
  };

  const questSide = conn.current()?.questSide;
  host.append(h('div', { class: 'pregame', testid: 'pregame' },
    h('header', { class: 'lobby-head' }, title, leaveBtn),
    codeArea,
    h('section', { class: 'panel' }, h('h2', {}, 'Seats'), seatsBox),
    seated && questSide
      ? h('section', { class: 'panel' }, h('h2', {}, 'Your side'), questDeckSection(conn.seat, questSide), h('div', { class: 'row' }, readyBtn), errorLine)
      : seated
      ? h('section', { class: 'panel' },
          h('h2', {}, 'Your deck'),
          precons,
          h('div', { class: 'row' }, codeInput, h('button', { testid: 'deck-code-use', onclick: useCode }, 'Use this code'), savedSelect),
          deckStatus,
          poolsBox,
          constructionBox,
          h('div', { class: 'row' }, readyBtn),
          errorLine,
        )
      : h('section', { class: 'panel' }, h('p', {}, 'You are watching this match; it starts when every seat is ready.'), deckStatus, errorLine),
    extras.chat, // players/: chat
  ));

  const snap = conn.current();
  if (snap) render(snap);
  const offSnap = conn.subscribe(render);
  return () => {
    extras.dispose();
    offSnap();
    offAccepted();
    offError();
  };
}
