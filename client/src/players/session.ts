import { serverUrl } from '../net/endpoint';
import { Listeners } from '../model/listeners';

/** The player this browser is: a guest or an account (never a password or a hash). */
export interface PlayerInfo {
  id: string;
  name: string;
  account: boolean;
}

interface Stored {
  token: string;
  player: PlayerInfo;
}

/** Where the session lives: the browser's localStorage, so every tab of this browser is the same player. */
const KEY = 'signum.session';
const changes = new Listeners<PlayerInfo>();
let ready: Promise<Stored> | null = null;

/** A server refusal as an Error whose message is the server's sentence, with its code. */
export class ServerRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Call a JSON endpoint with this browser's session; a refusal throws the server's sentence. */
export async function call<T>(method: string, path: string, body?: unknown, token = stored()?.token): Promise<T> {
  const res = await fetch(`${serverUrl()}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
  if (!res.ok) throw new ServerRefusal(json.code ?? String(res.status), json.message ?? `The server answered ${res.status}.`);
  return json as T;
}

function stored(): Stored | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}

function keep(s: Stored): Stored {
  localStorage.setItem(KEY, JSON.stringify(s));
  changes.emit(s.player);
  return s;
}

async function newGuest(): Promise<Stored> {
  return keep(await call<Stored>('POST', '/players/guest', {}, ''));
}

/**
 * This browser's session: the stored one if the server still knows it, else a new guest (a first
 * visit, or a session logged out elsewhere). Asked once per page; later calls share the answer.
 */
export async function ensureSession(): Promise<Stored> {
  const first = await firstSession();
  // Registering, logging in or renaming since then updated the stored copy: that one is current.
  return stored() ?? first;
}

function firstSession(): Promise<Stored> {
  ready ??= (async () => {
    const s = stored();
    if (s) {
      try {
        return keep({ token: s.token, player: await call<PlayerInfo>('GET', '/players/me', undefined, s.token) });
      } catch (e) {
        if (!(e instanceof ServerRefusal)) throw e;
      }
    }
    return newGuest();
  })().catch((e) => {
    ready = null;
    throw e;
  });
  return ready;
}

/** The player now, if the session is known yet. */
export function currentPlayer(): PlayerInfo | null {
  return stored()?.player ?? null;
}

/** Be told when the player changes (renamed, logged in or out). */
export function onPlayerChange(listener: (p: PlayerInfo) => void): () => void {
  return changes.add(listener);
}

/**
 * What a join sends: the session token (the server then seats the player under their own name). A
 * guest who typed another name in the lobby is renamed first; a refused name throws its sentence.
 */
export async function joinOptions(typedName?: string): Promise<{ token: string }> {
  const s = await ensureSession();
  const name = typedName?.trim();
  if (name && !s.player.account && name !== s.player.name) {
    const player = await call<PlayerInfo>('PUT', '/players/me/name', { name }, s.token);
    keep({ token: s.token, player });
  }
  return { token: s.token };
}

/** Make this browser's guest an account (same player: ratings and history stay). */
export async function register(name: string, password: string): Promise<PlayerInfo> {
  const s = await ensureSession();
  const player = await call<PlayerInfo>('POST', '/accounts/register', { name, password }, s.token);
  return keep({ token: s.token, player }).player;
}

/** Log in to an account from this browser. */
export async function login(name: string, password: string): Promise<PlayerInfo> {
  const s = await call<Stored>('POST', '/accounts/login', { name, password }, '');
  ready = Promise.resolve(keep(s));
  return s.player;
}

/** Log out here: the token stops working, and this browser becomes a new guest. */
export async function logout(): Promise<PlayerInfo> {
  const s = stored();
  if (s) await call('POST', '/accounts/logout', undefined, s.token).catch(() => undefined);
  localStorage.removeItem(KEY);
  ready = newGuest();
  return (await ready).player;
}
