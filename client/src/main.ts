import './styles/display-font.css';
import { parseRoute, type Route } from './app/router';
import { installCardPreview } from './cards/card-preview';
import { mountAbout } from './screens/about-screen';
import { mountDeckBuilder } from './deck/deck-builder-screen';
import { mountHowToPlay } from './help/how-to-play-screen';
import { installKeywordChips } from './help/keyword-chips';
import { mountLearn } from './learn/learn-screen';
import { mountLobby } from './lobby/lobby-screen';
import { mountReplay } from './replay/replay-screen';
import { mountMatch } from './screens/match-screen';
import { mountAccount } from './players/account-screen';
import { mountJoin } from './players/join-screen';
import { mountLeaderboard } from './players/leaderboard-screen';
import { mountProfile } from './players/profile-screen';

/** The page: one screen at a time, chosen by the URL's hash. */
const app = document.getElementById('app')!;
let unmount: (() => void) | null = null;

function mountRoute(route: Route): () => void {
  switch (route.name) {
    case 'lobby':
      return mountLobby(app);
    case 'decks':
      return mountDeckBuilder(app);
    case 'about':
      return mountAbout(app);
    case 'match':
      return mountMatch(app, route.roomId);
    case 'replay':
      return mountReplay(app, route.matchId);
    case 'join':
      return mountJoin(app, route.code);
    case 'account':
      return mountAccount(app);
    case 'leaderboard':
      return mountLeaderboard(app);
    case 'profile':
      return mountProfile(app, route.playerId);
    case 'learn':
      return mountLearn(app, route.lesson);
    case 'howToPlay':
      return mountHowToPlay(app, route.anchor);
  }
}

function render(): void {
  unmount?.();
  app.replaceChildren();
  unmount = mountRoute(parseRoute(window.location.hash));
}

installCardPreview();
installKeywordChips();
window.addEventListener('hashchange', render);
render();
