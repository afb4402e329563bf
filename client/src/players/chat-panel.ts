import { CHAT_MAX, QUICK_PHRASES, type ChatChannel, type ChatLine, type QuickPhrase } from '@signum/shared';
import { h } from '../app/dom';
import type { MatchConnection } from '../net/match-connection';
import { CHANNEL_LABEL, loadMuted, mergeLines, saveMuted, visibleLines, writableChannels } from './chat-model';
import { currentPlayer } from './session';
import '../styles/players.css';

/** Refusals the chat shows under its own box (the rest go to the screen's usual error line). */
const CHAT_CODES = /^(TEXT_|CHAT_|NO_TEAM|SPECTATORS_ONLY)/;

/**
 * The chat of a live room (pre-game and table): channels the viewer may use, quick phrases, a line
 * box, and the lines as plain text (never HTML) with a Mute button by each other player's line.
 */
export function chatPanel(conn: MatchConnection, onLines?: (shown: number) => void): { el: HTMLElement; dispose(): void } {
  let lines: ChatLine[] = [];
  const muted = loadMuted();
  const list = h('ul', { class: 'chat-lines', role: 'log', 'aria-live': 'polite', 'aria-label': 'Chat messages' });
  const channel = h('select', { 'aria-label': 'Channel' });
  const input = h('input', { 'aria-label': 'Message', maxlength: CHAT_MAX * 2, placeholder: 'Say something…', autocomplete: 'off' });
  const error = h('p', { class: 'error-line', role: 'alert', hidden: true });
  const showError = (text: string) => {
    error.textContent = text;
    error.hidden = !text;
  };

  const snap = conn.current();
  const channels = writableChannels(snap?.mode ?? 'duel', snap?.viewer ?? 'spectator');
  channel.replaceChildren(...channels.map((c) => h('option', { value: c }, CHANNEL_LABEL[c])));

  const send = (message: { text: string } | { phrase: QuickPhrase }) => {
    showError('');
    conn.sendAround('chat', { channel: channel.value as ChatChannel, ...message });
  };
  const submit = () => {
    const text = input.value.trim();
    if (!text) return;
    send({ text });
    input.value = '';
  };
  input.addEventListener('keydown', (e) => e.key === 'Enter' && submit());

  const mute = (playerId: string, on: boolean) => {
    if (on) muted.add(playerId);
    else muted.delete(playerId);
    saveMuted(muted);
    conn.sendAround(on ? 'mute' : 'unmute', { playerId });
    render();
  };

  const render = () => {
    const me = currentPlayer()?.id;
    const shown = visibleLines(lines, muted);
    list.replaceChildren(...(shown.length
      ? shown.map((l) => h('li', { class: `chat-line chat-${l.channel}`, 'data-index': String(l.index) },
          h('span', { class: 'chat-channel' }, l.channel === 'all' ? '' : `[${CHANNEL_LABEL[l.channel]}] `),
          h('strong', { class: 'chat-name' }, l.name),
          ': ',
          h('span', { class: 'chat-text' }, l.text),
          l.playerId !== me && !l.playerId.startsWith('anon:') ? h('button', { class: 'link', 'aria-label': `Mute ${l.name}`, onclick: () => mute(l.playerId, true) }, 'Mute') : null))
      : [h('li', { class: 'muted empty' }, 'No messages yet.')]));
    list.scrollTop = list.scrollHeight;
    onLines?.(shown.length);
    const silenced = [...muted].filter((id) => lines.some((l) => l.playerId === id));
    unmuteBox.replaceChildren(...silenced.map((id) => {
      const name = lines.find((l) => l.playerId === id)?.name ?? id;
      return h('button', { class: 'link', 'aria-label': `Unmute ${name}`, onclick: () => mute(id, false) }, `Unmute ${name}`);
    }));
  };
  const unmuteBox = h('div', { class: 'chat-unmute' });

  // Tell this room whom this browser muted, so their lines are not even sent here.
  for (const id of muted) conn.sendAround('mute', { playerId: id });
  const stops = [
    conn.onNews((n) => {
      if (n.type === 'chat') lines = mergeLines(lines, [n.message]);
      else if (n.type === 'chatHistory') lines = mergeLines(lines, n.message.lines);
      else return;
      render();
    }),
    conn.onError((e) => CHAT_CODES.test(e.code) && showError(e.message)),
  ];
  render();

  const el = h('section', { class: 'panel chat', 'aria-label': 'Chat', testid: 'chat' },
    h('h3', {}, 'Chat'),
    list,
    unmuteBox,
    h('div', { class: 'chat-quick' }, ...(Object.keys(QUICK_PHRASES) as QuickPhrase[]).map((p) => h('button', { onclick: () => send({ phrase: p }) }, QUICK_PHRASES[p]))),
    h('div', { class: 'chat-send' }, channels.length > 1 ? channel : null, input, h('button', { class: 'primary', onclick: submit }, 'Send')),
    error,
  );
  return { el, dispose: () => stops.forEach((s) => s()) };
}
