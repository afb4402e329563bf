/** The link that joins a private match by its code (#/join/CODE), on this page's address. */
export function inviteUrl(code: string, location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${location.origin}${location.pathname}#/join/${encodeURIComponent(code)}`;
}
