// The browser history the app's router is given. It is react-router's own until a screen first
// holds unsaved input: then the navigation guard (navigation-guard.ts, loaded with those screens,
// never with the first page) takes over every change of page, and its question (stay or leave)
// shows in the outlet the app renders beside its routes.
import { useEffect, useState, type ReactNode } from 'react';
import { UNSAFE_createBrowserHistory, type HistoryRouterProps } from 'react-router-dom';

/** react-router's history (its type is not exported by name). */
export type History = HistoryRouterProps['history'];

type Listener = Parameters<History['listen']>[0];
type Update = Parameters<Listener>[0];

/** What takes over the history's changes of page once installed. */
export interface HistoryGate {
  push: History['push'];
  replace: History['replace'];
  /** Each change the browser's history made, delivered to the router or held back. */
  deliver(update: Update, listener: Listener): void;
}

let gate: HistoryGate | null = null;
let showOutlet: ((node: ReactNode) => void) | null = null;
let pendingOutlet: ReactNode = null;

/** Wraps `inner` so an installed gate sees every change of page. */
export function gatedHistory(inner: History): History {
  return {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: inner.createHref,
    createURL: inner.createURL,
    encodeLocation: inner.encodeLocation,
    go: inner.go,
    push: (to, state) => (gate ? gate.push(to, state) : inner.push(to, state)),
    replace: (to, state) => (gate ? gate.replace(to, state) : inner.replace(to, state)),
    listen: (listener) => inner.listen((update) => (gate ? gate.deliver(update, listener) : listener(update))),
  };
}

/** Installs the gate (once) and what the outlet shows. */
export function installGate(installed: HistoryGate, outlet: ReactNode): void {
  gate = installed;
  pendingOutlet = outlet;
  showOutlet?.(outlet);
}

/** Where the installed gate's question shows (rendered once, beside the routes). */
export function GateOutlet() {
  const [node, setNode] = useState<ReactNode>(pendingOutlet);
  useEffect(() => {
    showOutlet = setNode;
    return () => {
      showOutlet = null;
    };
  }, []);
  return node;
}

let app: { inner: History; history: History } | null = null;

/** The app's browser history: the same one for the router and for the guard. */
export function appHistory(): { inner: History; history: History } {
  if (!app) {
    const inner = UNSAFE_createBrowserHistory({ window, v5Compat: true });
    app = { inner, history: gatedHistory(inner) };
  }
  return app;
}
