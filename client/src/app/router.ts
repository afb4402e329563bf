/** The page's places, from the URL's hash: a reload or a shared link lands on the same one. */
export type Route =
  | { name: 'lobby' }
  | { name: 'decks' }
  | { name: 'about' }
  | { name: 'match'; roomId: string }
  | { name: 'replay'; matchId: string };

export function parseRoute(hash: string): Route {
  const [, first, second] = hash.replace(/^#/, '').split('/');
  if (first === 'decks') return { name: 'decks' };
  if (first === 'about') return { name: 'about' };
  if (first === 'match' && second) return { name: 'match', roomId: decodeURIComponent(second) };
  if (first === 'replay' && second) return { name: 'replay', matchId: decodeURIComponent(second) };
  return { name: 'lobby' };
}

export function hrefOf(route: Route): string {
  switch (route.name) {
    case 'lobby':
      return '#/';
    case 'decks':
      return '#/decks';
    case 'about':
      return '#/about';
    case 'match':
      return `#/match/${encodeURIComponent(route.roomId)}`;
    case 'replay':
      return `#/replay/${encodeURIComponent(route.matchId)}`;
  }
}

export function navigate(route: Route): void {
  window.location.hash = hrefOf(route);
}

/** A screen draws into `host` and returns what takes it down again. */
export type Screen = (host: HTMLElement) => () => void;
