// Which Chromium the browser journeys and the browser benchmarks launch, and with which flags.
// Plain ESM: the benchmarks (bench/*.mjs) import it outside the compiler, the tests through
// browser.ts.
import { existsSync } from 'node:fs';

/** Debian's whole browser. */
export const FULL_CHROMIUM = '/usr/bin/chromium';
/** Debian's chromium-headless-shell: the same Chromium built without the browser's own interface. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the journeys drive: CHROMIUM_PATH, else the headless shell, else the whole browser.
 * The whole browser in headless mode still runs its interface: a WebUI renderer for the omnibox
 * popup with every new context, among others. Measured with `node bench/browser-cost.mjs`
 * (8 contexts, each a load of /auth and an axe scan): 12.6–13.9 s of machine CPU in the shell
 * against 30.2–32.1 s in the whole browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? [HEADLESS_SHELL, FULL_CHROMIUM].find((path) => existsSync(path)) ?? FULL_CHROMIUM;

/** No sandbox (root on these machines), no GPU, and no background networking on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
