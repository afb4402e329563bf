import type { MatchConnection } from '../net/match-connection';
import { chatPanel } from './chat-panel';
import { inviteBox, ratedNote } from './match-extras';

/** What the players' side adds to the pre-game room: rated or not, the invite link of a private match, the chat. */
export function pregameExtras(conn: MatchConnection): { rated: HTMLElement; chat: HTMLElement; invite(code: string): HTMLElement; dispose(): void } {
  const rated = ratedNote(conn);
  const chat = chatPanel(conn);
  let invite: { code: string; el: HTMLElement } | null = null;
  return {
    rated: rated.el,
    chat: chat.el,
    // The same element while the code stays: the pre-game room re-renders on every snapshot.
    invite: (code) => (invite?.code === code ? invite.el : (invite = { code, el: inviteBox(code) }).el),
    dispose: () => (rated.dispose(), chat.dispose()),
  };
}
