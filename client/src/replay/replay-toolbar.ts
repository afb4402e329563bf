import type { ReplayProgress, ReplaySource } from './replay-source';

function button(testid: string, text: string, title: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.dataset.testid = testid;
  b.textContent = text;
  b.title = title;
  b.setAttribute('aria-label', title);
  b.addEventListener('click', onClick);
  return b;
}

/**
 * The replay's controls: back, play/pause, forward, a slider over every frame and "i / n". Returns
 * the element and the function that detaches it from the source.
 */
export function replayToolbar(source: ReplaySource, title: string): { element: HTMLElement; detach: () => void } {
  const bar = document.createElement('div');
  bar.className = 'replay-toolbar';
  bar.dataset.testid = 'replay-toolbar';
  const lobby = document.createElement('a');
  lobby.href = '#/';
  lobby.textContent = '← Lobby';
  const back = button('replay-back', '◀', 'One action back', () => source.back());
  const play = button('replay-play', '▶ Play', 'Play or pause', () => source.toggle());
  const forward = button('replay-forward', '▶', 'One action forward', () => source.forward());
  const slider = document.createElement('input');
  slider.type = 'range';
  slider.min = '0';
  slider.step = '1';
  slider.dataset.testid = 'replay-slider';
  slider.setAttribute('aria-label', 'Position in the replay');
  slider.addEventListener('input', () => source.seek(Number(slider.value)));
  const position = document.createElement('span');
  position.className = 'replay-position';
  position.dataset.testid = 'replay-position';
  const name = document.createElement('span');
  name.className = 'replay-title';
  name.textContent = title;
  bar.append(lobby, back, play, forward, slider, position, name);

  const render = (p: ReplayProgress) => {
    slider.max = String(p.count - 1);
    slider.value = String(p.at);
    position.textContent = source.label();
    back.disabled = p.at === 0;
    forward.disabled = p.at === p.count - 1;
    play.textContent = p.playing ? '❚❚ Pause' : '▶ Play';
  };
  render(source.progress());
  return { element: bar, detach: source.onProgress(render) };
}
