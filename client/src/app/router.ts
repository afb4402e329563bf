/** The page's places, from the URL's hash: a reload or a shared link lands on the same one. */
export type Route =
  | { name: 'lobby' }
  | { name: 'decks' }
  | { name: 'about' }
  | { name: 'match'; roomId: string }
  | { name: 'replay'; matchId: string }
  | { name: 'learn'; lesson?: string }
  | { name: 'howToPlay'; anchor?: string }
  | { name: 'join'; code: string }
  | { name: 'account' }
  | { name: 'leaderboard' }
  | { name: 'profile'; playerId: string };

export function parseRoute(hash: string): Route {
  const [, first, second] = hash.replace(/^#/, '').split('/');
  if (first === 'decks') return { name: 'decks' };
  if (first === 'about') return { name: 'about' };
  if (first === 'match' && second) return { name: 'match', roomId: decodeURIComponent(second) };
  if (first === 'replay' && second) return { name: 'replay', matchId: decodeURIComponent(second) };
  if (first === 'join' && second) return { name: 'join', code: decodeURIComponent(second) };
  if (first === 'account') return { name: 'account' };
  if (first === 'leaderboard') return { name: 'leaderboard' };
  if (first === 'profile' && second) return { name: 'profile', playerId: decodeURIComponent(second) };
  if (first === 'learn') return second ? { name: 'learn', lesson: decodeURIComponent(second) } : { name: 'learn' };
  if (first === 'how-to-play') return second ? { name: 'howToPlay', anchor: decodeURIComponent(second) } : { name: 'howToPlay' };
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
    case 'join':
      return `#/join/${encodeURIComponent(route.code)}`;
    case 'account':
      return '#/account';
    case 'leaderboard':
      return '#/leaderboard';
    case 'profile':
      return `#/profile/${encodeURIComponent(route.playerId)}`;
    case 'learn':
      return route.lesson ? `#/learn/${encodeURIComponent(route.lesson)}` : '#/learn';
    case 'howToPlay':
      return route.anchor ? `#/how-to-play/${encodeURIComponent(route.anchor)}` : '#/how-to-play';
  }
}

export function navigate(route: Route): void {
  window.location.hash = hrefOf(route);
}

/** A screen draws into `host` and returns what takes it down again. */
export type Screen = (host: HTMLElement) => () => void;
