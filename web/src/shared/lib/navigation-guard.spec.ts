import { describe, expect, it } from '@jest/globals';
import type { Location, To } from 'react-router-dom';
import { gatedHistory, type History, installGate } from './app-history';
import { createNavigationGuard } from './navigation-guard';

type Listener = Parameters<History['listen']>[0];

/** The browser's history as react-router's v5-compatible one: a stack of entries and a listener. */
function fakeHistory(start = '/') {
  const entries: Location[] = [];
  let index = 0;
  let listener: Listener | null = null;
  let action: History['action'] = 'POP' as History['action'];
  const toLocation = (to: To): Location => {
    const url = new URL(typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`, 'http://app.test');
    return { pathname: url.pathname, search: url.search, hash: '', state: null, key: String(Math.random()) };
  };
  entries.push(toLocation(start));
  const history: History = {
    get action() {
      return action;
    },
    get location() {
      return entries[index];
    },
    createHref: (to) => (typeof to === 'string' ? to : (to.pathname ?? '')),
    createURL: (to) => new URL(typeof to === 'string' ? to : (to.pathname ?? ''), 'http://app.test'),
    encodeLocation: (to) => toLocation(to),
    push(to) {
      entries.splice(index + 1);
      entries.push(toLocation(to));
      index += 1;
      action = 'PUSH' as History['action'];
      listener?.({ action, location: entries[index], delta: 1 });
    },
    replace(to) {
      entries[index] = toLocation(to);
      action = 'REPLACE' as History['action'];
      listener?.({ action, location: entries[index], delta: 0 });
    },
    // The browser's back and forward (and a page's history.go) come back as a pop.
    go(delta) {
      index += delta;
      action = 'POP' as History['action'];
      listener?.({ action, location: entries[index], delta });
    },
    listen(fn) {
      listener = fn;
      return () => {
        listener = null;
      };
    },
  };
  return history;
}

/** The app's history over a fake browser one, its guard installed as the first holding screen installs it. */
function setUp() {
  const inner = fakeHistory('/');
  const history = gatedHistory(inner);
  const guard = createNavigationGuard(inner);
  installGate(guard, null);
  const shown: string[] = [];
  history.listen(({ location }) => shown.push(`${location.pathname}${location.search}`));
  return { inner, guard, history, shown };
}

describe('asking before a change of page drops unsaved input', () => {
  it('lets every navigation through while nothing is held', () => {
    const { guard, history, shown } = setUp();
    history.push('/add-vacancy');
    history.replace('/vacancies');
    expect(shown).toEqual(['/add-vacancy', '/vacancies']);
    expect(guard.isAsking()).toBe(false);
  });

  it('holds a link to another page until the answer: stay drops it, leave makes it', () => {
    const { inner, guard, history, shown } = setUp();
    history.push('/add-vacancy');
    const release = guard.hold();
    let told = 0;
    guard.subscribe(() => {
      told += 1;
    });
    history.push('/vacancies');
    expect(guard.isAsking()).toBe(true);
    expect(inner.location.pathname).toBe('/add-vacancy');
    guard.stay();
    expect(guard.isAsking()).toBe(false);
    expect(shown).toEqual(['/add-vacancy']);
    history.push('/settings/profile');
    guard.leave();
    expect(shown).toEqual(['/add-vacancy', '/settings/profile']);
    expect(told).toBe(4);
    release();
  });

  it('never holds a move within the page (a wizard writing its step into the address)', () => {
    const { guard, history, shown } = setUp();
    history.push('/add-vacancy');
    guard.hold();
    history.replace('/add-vacancy?vacancy=7&step=2');
    history.push('/add-vacancy?vacancy=7&step=3');
    expect(guard.isAsking()).toBe(false);
    expect(shown).toEqual(['/add-vacancy', '/add-vacancy?vacancy=7&step=2', '/add-vacancy?vacancy=7&step=3']);
  });

  it('undoes a held back button at once and redoes it on leave', () => {
    const { inner, guard, history, shown } = setUp();
    history.push('/vacancies');
    history.push('/add-vacancy');
    guard.hold();
    inner.go(-1);
    expect(inner.location.pathname).toBe('/add-vacancy');
    expect(shown).toEqual(['/vacancies', '/add-vacancy']);
    expect(guard.isAsking()).toBe(true);
    guard.stay();
    inner.go(-1);
    guard.leave();
    expect(inner.location.pathname).toBe('/vacancies');
    expect(shown).toEqual(['/vacancies', '/add-vacancy', '/vacancies']);
  });

  it('stops holding once every screen released it', () => {
    const { guard, history, shown } = setUp();
    const first = guard.hold();
    const second = guard.hold();
    first();
    first();
    history.push('/vacancies');
    expect(guard.isAsking()).toBe(true);
    guard.stay();
    second();
    history.push('/vacancies');
    expect(shown).toEqual(['/vacancies']);
  });
});
