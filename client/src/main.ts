import '@fontsource/cinzel/latin-700.css';
import { parseRoute, type Route } from './app/router';
import { installCardPreview } from './cards/card-preview';
import { mountAbout } from './screens/about-screen';
import { mountDeckBuilder } from './deck/deck-builder-screen';
import { mountLobby } from './lobby/lobby-screen';
import { mountReplay } from './replay/replay-screen';
import { mountMatch } from './screens/match-screen';

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
  }
}

function render(): void {
  unmount?.();
  app.replaceChildren();
  unmount = mountRoute(parseRoute(window.location.hash));
}

installCardPreview();
window.addEventListener('hashchange', render);
render();
