import { Client, type Room } from 'colyseus.js';
import { PlayerNameSchema, type BotLevel, type Mode } from '@signum/shared';
import { enterMatch } from '../app/current-match';
import { hrefOf } from '../app/router';
import { getJson, serverUrl } from '../net/endpoint';
import { MatchConnection, type JoinRequest, type Variants } from '../net/match-connection';
import { forgetPractice, PRACTICE_HOLD_SECONDS, playerName, recallPractice, rememberSeat, setPlayerName } from '../net/seat-memory';
import { navigate } from '../app/router';
import { h } from '../app/dom';
import { applyLobbyMessage, finishedLine, listingLine, liveMatches, MODE_LABEL, MODES, openMatches, type FinishedMatch, type Listing } from './room-listing';
import { questRow } from './quest-lobby';
import '../styles/lobby.css';
import { lobbyPlayerLinks } from '../players/lobby-links';
import { currentPlayer } from '../players/session';

/** How often the finished-matches list is asked for again (it has no live feed). */
const FINISHED_REFRESH_MS = 15_000;

/**
 * The lobby: a name, quick match / practice / private match by mode, join by code, the open and
 * live matches (kept live by the Colyseus `lobby` room) and the finished ones to replay.
 */
export function mountLobby(host: HTMLElement): () => void {
  let stopped = false;
  let rooms: Listing[] = [];
  let lobbyRoom: Room | null = null;
  const playerLinks = lobbyPlayerLinks();

  const nameInput = h('input', { testid: 'player-name', maxlength: 24, placeholder: 'Your name', value: playerName(), autocomplete: 'nickname' });
  nameInput.addEventListener('change', () => setPlayerName(nameInput.value));
  const name = () => {
    setPlayerName(nameInput.value);
    return playerName() || currentPlayer()?.name || 'Player';
  };

  const error = h('p', { testid: 'lobby-error', class: 'error-line', role: 'alert', hidden: true });
  const status = h('p', { class: 'muted', 'aria-live': 'polite' });
  const buttons: HTMLButtonElement[] = [];
  const busy = (on: boolean, text = '') => {
    buttons.forEach((b) => (b.disabled = on));
    status.textContent = text;
  };
  const showError = (text: string) => {
    error.textContent = text;
    error.hidden = !text;
  };

  /** Join as asked, then hand the connection to the match screen; a refusal is shown as the server said it. */
  const go = (req: JoinRequest, what: string) => {
    // The server's own name rules (shared PlayerNameSchema), said before anything is sent.
    const checked = PlayerNameSchema.safeParse(nameInput.value.trim() ? nameInput.value : 'Player');
    if (!checked.success) return showError(checked.error.issues[0]?.message ?? 'That name cannot be used.');
    showError('');
    busy(true, what);
    MatchConnection.open(req)
      .then((conn) => {
        if (stopped) return conn.close();
        enterMatch(conn);
      })
      .catch((e: Error) => {
        if (stopped) return;
        busy(false);
        showError(e.message || 'The server refused.');
      });
  };
  const button = (testid: string, label: string, onclick: () => void, cls = '') => {
    const b = h('button', { testid, class: cls, onclick }, label);
    buttons.push(b);
    return b;
  };

  const ruleset = h('select', { testid: 'create-ruleset' }, h('option', { value: 'rulebook' }, 'Rulebook'), h('option', { value: 'classic2017' }, 'Classic 2017 summary'));
  const architect = h('input', { type: 'checkbox', testid: 'create-architect' });
  // How long a practice or private game runs: to the end, or a number of turns and then the rulebook's time-limit tiebreak.
  const length = h('select', { testid: 'create-length' },
    h('option', { value: '' }, 'Until one side wins'),
    h('option', { value: '4' }, 'Short: 4 turns, then the tiebreak'),
    h('option', { value: '10' }, '10 turns, then the tiebreak'));
  // Shoulder to Shoulder: the side a player asks for when joining (a full side seats them on the other).
  const side = h('select', { testid: 'team-side' }, h('option', { value: '' }, 'Either side'), h('option', { value: 'A' }, 'Side A'), h('option', { value: 'B' }, 'Side B'));
  const team = (): { team?: 'A' | 'B' } => (side.value === 'A' || side.value === 'B' ? { team: side.value } : {});
  // The practice bots' level (shared/src/bots/README.md): easy plays by rules of thumb, normal and hard search.
  const botLevel = h('select', { testid: 'bot-level' }, h('option', { value: 'easy' }, 'Easy'), h('option', { value: 'normal', selected: true }, 'Normal'), h('option', { value: 'hard' }, 'Hard'));
  const level = (): BotLevel => (botLevel.value === 'easy' || botLevel.value === 'hard' ? botLevel.value : 'normal');
  const variants = (): Variants => ({
    ruleset: ruleset.value === 'classic2017' ? 'classic2017' : 'rulebook', experiencedArchitect: architect.checked, ...(length.value ? { turnLimit: Number(length.value) } : {}),
  });

  const modeRow = (mode: Mode) =>
    h('tr', {},
      h('th', { scope: 'row' }, MODE_LABEL[mode]),
      h('td', {}, button(`quick-${mode}`, 'Quick match', () => go({ kind: 'quick', mode, name: name(), ...(mode === 'teams' ? team() : {}) }, 'Finding a match…'), 'primary')),
      h('td', {}, button(`practice-${mode}`, 'Practice vs bots', () => go({ kind: 'practice', mode, name: name(), variants: variants(), botLevel: level() }, 'Setting up the bots…'))),
      h('td', {}, button(`create-${mode}`, 'Create private', () => go({ kind: 'create', mode, name: name(), variants: variants() }, 'Creating the match…'))),
    );

  const codeInput = h('input', { testid: 'join-code', placeholder: 'ABCD2345', maxlength: 12, autocomplete: 'off', spellcheck: 'false' });
  const joinByCode = () => {
    const code = codeInput.value.trim();
    if (!code) return showError('Type the code your friend gave you.');
    go({ kind: 'code', code, name: name(), ...team() }, 'Joining…');
  };
  codeInput.addEventListener('keydown', (e) => e.key === 'Enter' && joinByCode());

  const openList = h('ul', { testid: 'open-matches', class: 'match-list' });
  const liveList = h('ul', { testid: 'live-matches', class: 'match-list' });
  const finishedList = h('ul', { testid: 'finished-matches', class: 'match-list' });
  const listNote = h('p', { class: 'muted' });

  const renderRooms = () => {
    const item = (r: Listing, testid: 'join' | 'watch', label: string, spectate: boolean) => {
      const md = r.metadata ?? {};
      return h('li', { 'data-room-id': r.roomId },
        h('span', { class: 'what' }, listingLine(r)),
        h('span', { class: 'muted' }, `${md.seatsTaken ?? 0} / ${md.seats ?? '?'} seated`),
        h('span', { class: 'names' }, (md.names ?? []).join(', ')), // players/: who is there
        button(testid, label, () => go({ kind: 'room', roomId: r.roomId, name: name(), ...(spectate ? { spectate: true } : md.mode === 'teams' ? team() : {}) }, spectate ? 'Joining as a spectator…' : 'Joining…')),
      );
    };
    const open = openMatches(rooms);
    const live = liveMatches(rooms);
    openList.replaceChildren(...(open.length ? open.map((r) => item(r, 'join', 'Join', false)) : [h('li', { class: 'empty muted' }, 'No open match right now: start a quick match and others will find it.')]));
    liveList.replaceChildren(...(live.length ? live.map((r) => item(r, 'watch', 'Watch', true)) : [h('li', { class: 'empty muted' }, 'No match is being played right now.')]));
  };

  const renderFinished = (matches: FinishedMatch[]) => {
    finishedList.replaceChildren(...(matches.length
      ? matches.map((m) => h('li', { 'data-match-id': m.id },
          h('span', { class: 'what' }, finishedLine(m)),
          h('span', { class: 'muted' }, new Date(m.finishedAt).toLocaleString()),
          h('a', { testid: 'replay', class: 'button', href: hrefOf({ name: 'replay', matchId: m.id }) }, 'Replay')))
      : [h('li', { class: 'empty muted' }, 'No finished match yet.')]));
  };
  const loadFinished = () =>
    getJson<{ matches: FinishedMatch[] }>('/matches?finished=1&limit=20')
      .then((r) => !stopped && renderFinished(r.matches))
      .catch((e: Error) => !stopped && finishedList.replaceChildren(h('li', { class: 'empty muted' }, `The finished matches could not be listed: ${e.message}`)));
  const finishedTimer = setInterval(() => void loadFinished(), FINISHED_REFRESH_MS);

  // A practice game left while it went on waits for its player (PRACTICE_HOLD_SECONDS): offer to go back to it.
  const resumeBox = h('div', { testid: 'resume-practice', class: 'resume', hidden: true });
  const practice = recallPractice();
  if (practice && Date.now() - practice.leftAt < PRACTICE_HOLD_SECONDS * 1000) {
    resumeBox.hidden = false;
    resumeBox.append(
      h('span', {}, `Your practice game (${MODE_LABEL[practice.mode as Mode] ?? practice.mode}) is waiting for you.`),
      button('resume-practice-go', 'Resume practice', () => {
        rememberSeat(practice.memory);
        navigate({ name: 'match', roomId: practice.memory.roomId });
      }, 'primary'),
      button('resume-practice-drop', 'Forget it', () => {
        forgetPractice();
        resumeBox.hidden = true;
      }),
    );
  } else if (practice) forgetPractice();

  renderRooms();
  void loadFinished();
  new Client(serverUrl())
    .joinOrCreate('lobby')
    .then((room) => {
      if (stopped) return void room.leave();
      lobbyRoom = room;
      const update = (m: Parameters<typeof applyLobbyMessage>[1]) => {
        rooms = applyLobbyMessage(rooms, m);
        renderRooms();
      };
      room.onMessage('rooms', (list: Listing[]) => update({ type: 'rooms', rooms: list }));
      room.onMessage('+', ([roomId, listing]: [string, Listing]) => update({ type: '+', roomId, listing }));
      room.onMessage('-', (roomId: string) => {
        update({ type: '-', roomId });
        // A room that goes away may just have finished: its replay appears.
        void loadFinished();
      });
    })
    .catch((e: Error) => !stopped && (listNote.textContent = `The live list is unavailable: ${e.message}`));

  host.append(
    h('div', { class: 'lobby', testid: 'lobby' },
      h('header', { class: 'lobby-head' },
        h('h1', {}, 'Legends of Signum Online'),
        h('label', { class: 'name' }, 'Name ', nameInput),
        h('a', { testid: 'deck-builder-link', class: 'button', href: hrefOf({ name: 'decks' }) }, 'Deck builder'),
        h('a', { testid: 'about-link', class: 'button', href: hrefOf({ name: 'about' }) }, 'About'),
        // Learning the game (learn/, help/).
        h('a', { testid: 'learn-link', class: 'button primary', href: hrefOf({ name: 'learn' }) }, 'Learn to play'),
        h('a', { testid: 'how-to-play-link', class: 'button', href: hrefOf({ name: 'howToPlay' }) }, 'How to play'),
        playerLinks.el, // players/: account, profile, leaderboard
      ),
      h('p', { class: 'muted' }, 'Quick matches are rated and pair players of near rating; practice and private matches are unrated.'),
      h('section', { class: 'panel play' },
        h('h2', {}, 'Play'),
        resumeBox,
        h('table', { class: 'modes' }, h('tbody', {}, ...MODES.map(modeRow), questRow(button, go, name))),
        h('div', { class: 'variants' },
          h('span', { class: 'muted' }, 'Practice and private matches: '),
          h('label', {}, 'Rules ', ruleset),
          h('label', {}, architect, ' Experienced Architect'),
          h('label', {}, 'Length ', length),
          h('label', {}, 'Practice bots ', botLevel),
        ),
        h('div', { class: 'variants' },
          h('span', { class: 'muted' }, 'Joining Shoulder to Shoulder: '),
          h('label', {}, 'Play on ', side),
        ),
        h('div', { class: 'by-code' },
          h('label', {}, 'Join a private match by code ', codeInput),
          button('join-code-go', 'Join', joinByCode),
        ),
        status,
        error,
      ),
      h('section', { class: 'panel' }, h('h2', {}, 'Open matches'), listNote, openList),
      h('section', { class: 'panel' }, h('h2', {}, 'Live matches'), liveList),
      h('section', { class: 'panel' }, h('h2', {}, 'Finished matches'), finishedList),
    ),
  );

  return () => {
    stopped = true;
    playerLinks.dispose();
    clearInterval(finishedTimer);
    void lobbyRoom?.leave();
  };
}

