import { h } from '../app/dom';
import { onSoundSettings, setSoundSettings, soundSettings } from '../audio/sound';
import { ICON } from '../icons/icon-choice';
import { iconSvg } from '../icons/icon-svg';

/** What the zoom buttons do. */
export interface ZoomActions {
  zoomIn(): void;
  zoomOut(): void;
  fit(): void;
}

/**
 * The buttons over the battlefield's corner: zoom in, zoom out, fit the whole field, and sound
 * (mute and volume, remembered). Keys do the same on the field: + − 0, arrows to pan.
 */
export class FieldControls {
  private readonly el: HTMLElement;
  private readonly stop: () => void;

  constructor(host: HTMLElement, zoom: ZoomActions) {
    const btn = (text: string, label: string, run: () => void) => h('button', { type: 'button', class: 'fc-button', 'aria-label': label, title: label, text, onclick: run });
    const mute = h('button', { type: 'button', class: 'fc-button', testid: 'sound-toggle' });
    const volume = h('input', { type: 'range', min: 0, max: 100, step: 5, class: 'fc-volume', 'aria-label': 'Sound volume', testid: 'sound-volume' });
    const show = () => {
      const s = soundSettings();
      const label = s.muted ? 'Sound off: turn it on' : 'Sound on: mute';
      mute.replaceChildren(iconSvg(s.muted ? ICON.soundOff : ICON.soundOn));
      mute.setAttribute('aria-label', label);
      mute.title = label;
      mute.setAttribute('aria-pressed', String(s.muted));
      volume.value = String(Math.round(s.volume * 100));
    };
    mute.onclick = () => setSoundSettings({ muted: !soundSettings().muted });
    volume.oninput = () => setSoundSettings({ volume: Number(volume.value) / 100, muted: false });
    this.el = h('div', { class: 'field-controls', role: 'toolbar', 'aria-label': 'Battlefield view' },
      btn('+', 'Zoom in', zoom.zoomIn), btn('−', 'Zoom out', zoom.zoomOut), btn('Fit', 'Fit the whole battlefield', zoom.fit),
      h('span', { class: 'fc-sep' }), mute, volume);
    show();
    this.stop = onSoundSettings(show);
    host.append(this.el);
  }

  destroy(): void {
    this.stop();
    this.el.remove();
  }
}
