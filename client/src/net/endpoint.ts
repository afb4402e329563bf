/**
 * The game server's base URL. The page is served by the game server itself (`npm start` builds the
 * client and serves it), so it is the page's own origin; a script outside a page (a test in Node)
 * sets `globalThis.SIGNUM_SERVER` instead.
 */
export function serverUrl(): string {
  return (globalThis as { SIGNUM_SERVER?: string }).SIGNUM_SERVER ?? window.location.origin;
}

/** GET a JSON endpoint of the server; a non-2xx answer throws with the server's sentence. */
export async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${serverUrl()}${path}`);
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  if (!res.ok) throw new Error(body.message ?? `The server answered ${res.status}.`);
  return body as T;
}
