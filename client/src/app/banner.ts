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

/** The server's word on saving the game (`saving`): its sentence while a write is retried, hidden once saved. */
export function showSavingStatus(m: { state: 'retrying' | 'saved'; message: string }): void {
  const banner = document.getElementById('banner')!;
  if (m.state === 'saved') {
    if (banner.dataset.status === 'saving') showConnectionStatus('connected');
    return;
  }
  if (banner.dataset.status === 'reconnecting' || banner.dataset.status === 'lost') return; // the connection's news comes first
  banner.hidden = false;
  banner.textContent = m.message;
  banner.dataset.status = 'saving';
  banner.className = '';
}
