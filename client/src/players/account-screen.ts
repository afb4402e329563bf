import { checkUsername, PASSWORD_MIN } from '@signum/shared';
import { h } from '../app/dom';
import { hrefOf } from '../app/router';
import { ensureSession, login, logout, register, type PlayerInfo } from './session';
import '../styles/players.css';

/** A small form: labelled fields, a submit button, and the server's sentence when it refuses. */
function form(title: string, fields: { label: string; type: string; autocomplete: string }[], submit: string, act: (values: string[]) => Promise<unknown>): HTMLElement {
  const inputs = fields.map((f) => h('input', { type: f.type, autocomplete: f.autocomplete, required: true }));
  const error = h('p', { class: 'error-line', role: 'alert', hidden: true });
  const el = h('form', { class: 'panel account-form', 'aria-label': title },
    h('h2', {}, title),
    ...fields.map((f, i) => h('label', {}, `${f.label} `, inputs[i]!)),
    h('button', { type: 'submit', class: 'primary' }, submit),
    error,
  );
  el.addEventListener('submit', (e) => {
    e.preventDefault();
    error.hidden = true;
    act(inputs.map((i) => i.value)).catch((err: Error) => {
      error.textContent = err.message;
      error.hidden = false;
    });
  });
  return el;
}

/**
 * `#/account`: who this browser plays as. A guest can make an account (username and password; the
 * same player, so ratings and history stay) or log in to one; an account can log out here.
 */
export function mountAccount(host: HTMLElement): () => void {
  let stopped = false;
  const body = h('div', {});
  const show = (p: PlayerInfo) => {
    if (stopped) return;
    const who = h('p', { testid: 'account-who' }, p.account ? `Logged in as ${p.name}.` : `You are playing as the guest “${p.name}”.`);
    const profile = h('a', { class: 'button', href: hrefOf({ name: 'profile', playerId: p.id }) }, 'My profile');
    if (p.account) {
      body.replaceChildren(who, profile, h('button', { onclick: () => void logout().then(show) }, 'Log out'));
      return;
    }
    const check = (name: string, password: string) => {
      const n = checkUsername(name);
      if (!n.ok) throw new Error(n.message);
      if (password.length < PASSWORD_MIN) throw new Error(`A password is at least ${PASSWORD_MIN} characters.`);
    };
    body.replaceChildren(
      who,
      profile,
      form('Create an account', [{ label: 'Username', type: 'text', autocomplete: 'username' }, { label: 'Password', type: 'password', autocomplete: 'new-password' }], 'Create account',
        async ([name, password]) => (check(name!, password!), show(await register(name!, password!)))),
      form('Log in', [{ label: 'Username', type: 'text', autocomplete: 'username' }, { label: 'Password', type: 'password', autocomplete: 'current-password' }], 'Log in',
        async ([name, password]) => show(await login(name!, password!))),
    );
  };
  host.append(h('div', { class: 'lobby account', testid: 'account' },
    h('header', { class: 'lobby-head' }, h('h1', {}, 'Your account'), h('a', { class: 'button', href: hrefOf({ name: 'lobby' }) }, 'Back to the lobby')),
    body));
  ensureSession().then((s) => show(s.player)).catch((e: Error) => body.replaceChildren(h('p', { class: 'error-line', role: 'alert' }, `The server could not be reached: ${e.message}`)));
  return () => void (stopped = true);
}
