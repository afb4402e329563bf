/** The game server's base URL: the page's own origin (npm start serves both), or VITE_SERVER in `vite dev`. */
export function serverUrl(): string {
  const configured = import.meta.env?.VITE_SERVER as string | undefined;
  return configured ?? window.location.origin;
}

/** GET a JSON endpoint of the server; a non-2xx answer throws with the server's sentence. */
export async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${serverUrl()}${path}`);
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  if (!res.ok) throw new Error(body.message ?? `The server answered ${res.status}.`);
  return body as T;
}
