import type { ConnectionStatus } from '../model/snapshot';

const TEXT: Partial<Record<ConnectionStatus, string>> = {
  reconnecting: 'Connection lost — reconnecting…',
  lost: 'The connection could not be restored. Reload the page to try again.',
  connecting: 'Connecting…',
};

/** The banner across the top of the page for the connection's state (hidden while all is well). */
export function showConnectionStatus(status: ConnectionStatus): void {
  const banner = document.getElementById('banner')!;
  const text = TEXT[status];
  banner.hidden = !text;
  banner.textContent = text ?? '';
  banner.dataset.status = status;
  banner.className = status === 'connecting' ? 'info' : '';
}
