import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { chartScales } from './chart-scales';
import { directImports } from './direct-imports';
import { firstLoadModules } from './first-load-modules';
import { precompress } from './precompress';

// The config is run from the repository root (`vite build --config web/vite.config.ts`), so every
// path is anchored to this file rather than to the working directory.
const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** A chunk group's `test` from several patterns (one per line reads better than one long regular expression). */
const anyOf = (patterns: readonly RegExp[]) => (id: string) => patterns.some((pattern) => pattern.test(id));

// The app core the entry runs before any route: router, app machine, session, API client, i18n,
// the loader, Vite's preload helper, react-aria's locale provider (the providers render it), the
// toast queue and the page title every page sets, the icons and the language switcher every
// layout shows. Only what the entry needs: a group is loaded whole, so a form or a button placed
// here would pull its react-aria imports into every first load.
const APP_CORE = [
  /[\\/]web[\\/]src[\\/](?:app|shared[\\/]session)[\\/]/,
  // The doors of the areas the route table imports (features/<area>/index.ts, each a list of
  // loaders, a few hundred bytes in all): with the router, never in a screen's chunk that imports
  // the app core back. The shell, notices and back-office doors load lazily, whole.
  /[\\/]web[\\/]src[\\/]features[\\/](?!back-office[\\/]|notices[\\/]|shell[\\/])[^\\/]+[\\/]index\.ts$/,
  /[\\/]web[\\/]src[\\/]shared[\\/]api[\\/](?:token|client|contract|identity|from-api)\./,
  /[\\/]web[\\/]src[\\/]shared[\\/]i18n[\\/](?:i18n|languages|LanguageSwitcher)\./,
  /[\\/]web[\\/]src[\\/]shared[\\/]ui[\\/](?:FullPageLoader|Icon|ProductMark|toast-queue|live-announcements|first-use)\./,
  // The app's own history (main.tsx hands it to the router; the navigation guard, loaded later, reads it).
  /[\\/]web[\\/]src[\\/]shared[\\/](?:forms[\\/]failure|lib[\\/]usePageTitle|lib[\\/]app-history)\./,
  // The stand-in of every machine's actors, the app machine's too: left to PUBLIC_FORMS's group it
  // made every first load, the signed-in home screen's included, fetch the whole forms chunk.
  /[\\/]web[\\/]src[\\/]shared[\\/]machines[\\/]not-provided\./,
  // What the app machine and the route table read of companies (the status ids, the rights):
  // alone, each was a chunk of a kilobyte or less that every first load fetched beside this one.
  /[\\/]web[\\/]src[\\/]shared[\\/]api[\\/]company-status\./,
  /[\\/]src[\\/]shared[\\/]contract[\\/]company-rights\.ts$/,
  /vite[\\/]preload-helper/,
  /[\\/]react-stately[\\/]dist[\\/]private[\\/]toast[\\/]/,
  /[\\/]react-aria[\\/]dist[\\/]private[\\/](?:i18n[\\/](?:I18nProvider|useDefaultLocale|utils)\.|ssr[\\/])/,
];

// The small shared pieces of the public and form screens (layout, form shell, code entry, their
// machines): a dozen sub-kilobyte chunks, each paying its own response headers, as one request.
// Not failure.ts and usePageTitle (app core), nor useOptionList: the signed-in screens use those
// without the rest, and would load the whole group for them.
const PUBLIC_FORMS = [
  /[\\/]web[\\/]src[\\/]shared[\\/](?:machines|layout)[\\/]/,
  /[\\/]web[\\/]src[\\/]shared[\\/]forms[\\/](?!failure\.)/,
  /[\\/]web[\\/]src[\\/]shared[\\/]lib[\\/](?:DevMessagesHint|SuccessAutoAction|flow-storage|countdown)\./,
];

// Tooltips (the sign-in page's social buttons, the shell's header) with the overlay positioning
// they share with popovers: one request rather than two.
const TOOLTIPS = [
  /[\\/]react-aria[\\/]dist[\\/]private[\\/](?:tooltip[\\/]|overlays[\\/](?:calculatePosition|useCloseOnScroll|useOverlayPosition|useModal)\.)/,
  /[\\/]react-stately[\\/]dist[\\/]private[\\/](?:tooltip[\\/]|overlays[\\/]useOverlayTriggerState\.)/,
  /[\\/]react-aria-components[\\/]dist[\\/]private[\\/](?:Tooltip|OverlayArrow)\./,
  /[\\/]web[\\/]src[\\/]shared[\\/]ui[\\/]Tooltip\./,
];

// The two first screens, the sign-in page and the signed-in shell with the home screen: what each
// reaches through static imports is what its first load needs (first-load-modules.ts). react-aria's
// base goes to the `aria` group where both need it, and to the page's own group where only one does.
const SEP = String.raw`[\\/]`;
const webSrc = (path: string) => new RegExp(`${SEP}web${SEP}src${SEP}${path.replaceAll('/', SEP)}$`);
const AUTH_SCREEN = firstLoadModules([webSrc('main\\.tsx'), webSrc('features/auth/AuthPage\\.tsx')]);
const HOME_SCREEN = firstLoadModules([
  webSrc('main\\.tsx'),
  webSrc('features/home/HomePage\\.tsx'),
  webSrc('features/shell/index\\.tsx'),
  webSrc('features/notices/index\\.ts'),
  webSrc('features/positions/approval/RequestsButton\\.tsx'),
]);
// Reached by the first screens' static imports but run only by lazy screens: the Button's progress
// bar imports @internationalized/number's index, whose number parser only the date fields (the
// meeting dialog) call. In the `aria` group its code went into every first load (1.4 KB).
const LAZY_ONLY = [/[\\/]@internationalized[\\/]number[\\/]dist[\\/]private[\\/]NumberParser\.mjs$/];
/** react-aria's base as the first screens use it: 'both', 'auth', 'home', or null (only lazy screens). */
function ariaCoreOf(id: string): 'both' | 'auth' | 'home' | null {
  if (!anyOf(ARIA_CORE)(id) || anyOf(LAZY_ONLY)(id)) return null;
  const auth = AUTH_SCREEN.has(id);
  const home = HOME_SCREEN.has(id);
  return auth && home ? 'both' : auth ? 'auth' : home ? 'home' : null;
}

// react-aria's base (interactions, focus, i18n) with what every screen shows: Button, Link, the
// progress bar and label Button's pending state uses, and the design system's Button. Left to
// itself the bundler cut react-aria into some twenty chunks of one to fifteen kilobytes, each a
// request with its own headers. Form controls (ARIA_FORMS), overlays (popover, menu, dialog,
// modal, tooltip), listbox, combobox and table stay out: not every first load needs them. A module
// a group here imports from a later group makes every load of this one fetch that one too (the
// build's `import … from "./forms-…"` lines of aria-*.js tell).
const ARIA_CORE = [
  /[\\/]react-aria[\\/]dist[\\/]private[\\/](?:utils|interactions|focus|i18n|ssr|button|visually-hidden|live-announcer|link|progress|label)[\\/]/,
  /[\\/]react-aria[\\/]dist[\\/]private[\\/](?:overlays[\\/]PortalProvider|collections[\\/]Hidden)\.mjs$/,
  /[\\/]react-stately[\\/]dist[\\/]private[\\/](?:utils|flags)[\\/]/,
  /[\\/]react-aria-components[\\/]dist[\\/]private[\\/](?:utils|Button|Link|Keyboard|I18nProvider|ProgressBar|Label)\.mjs$/,
  /[\\/]node_modules[\\/](?:clsx|@internationalized[\\/](?:string|message|number))[\\/]/,
  /[\\/]web[\\/]src[\\/]shared[\\/]ui[\\/]Button\.tsx?$/,
];

// The form controls the sign-in page shows (TextField, Checkbox) and the design system's wrappers
// of them, with its own tabs (shared/ui/Tabs.tsx, no react-aria collections): the sign-in page and
// the form screens need them, the signed-in home screen does not. They share the `forms` chunk with
// PUBLIC_FORMS: the screens that use one use the other. A group holds every matching module the app
// uses anywhere, so react-aria's collections and selection stay out: only the lazy screens' lists,
// menus and tables use them.
const ARIA_FORMS = [
  /[\\/]react-aria[\\/]dist[\\/]private[\\/](?:form|checkbox|toggle|textfield)[\\/]/,
  /[\\/]react-stately[\\/]dist[\\/]private[\\/](?:form|toggle|checkbox)[\\/]/,
  /[\\/]react-aria-components[\\/]dist[\\/]private[\\/](?:Text|TextField|TextArea|Input|Group|FieldError|Form|Checkbox|Autocomplete)\.mjs$/,
  /[\\/]web[\\/]src[\\/]shared[\\/]ui[\\/](?:TextField|PasswordField|Checkbox|Tabs)\.tsx?$/,
];

/** A piece of the public and form screens (the `forms` and `form-screens` groups). */
const isFormPiece = (id: string) => anyOf([...PUBLIC_FORMS, ...ARIA_FORMS])(id);

// The signed-in first screen's own code, besides the app core and react-aria: the shell (header,
// menu, quick search's plain field, the company switcher's and the bell's plain buttons, the
// approvals count behind the bell), the first-use controls and the API clients they call. Some
// ten chunks of one or two kilobytes, each a request with its own headers, as one (plus a
// re-exporting stub for each of the two modules app/router.tsx imports lazily). Not the company
// switcher's menu, which loads on first use, nor the home screen (not every signed-in page).
const SIGNED_IN = [
  /[\\/]web[\\/]src[\\/]features[\\/]shell[\\/](?!CompanySwitcherMenu\.)/,
  /[\\/]web[\\/]src[\\/]features[\\/]positions[\\/]approval[\\/](?:RequestsButton|requests-live|requests\.machine|requests-changed)\./,
  /[\\/]web[\\/]src[\\/]shared[\\/]ui[\\/](?:first-use-controls|FirstUseButton|DataTable|QuickSearchBox|LightTooltip|CountBadge)\./,
  // The live stream and the dates the shell and the home screen show: small chunks of their own otherwise.
  /[\\/]web[\\/]src[\\/]shared[\\/](?:live[\\/]|lib[\\/]dates\.)/,
  /[\\/]web[\\/]src[\\/]shared[\\/]api[\\/](?:positions|company|company-setup|catalogue|notices|search)\./,
  // What those API modules take from the server's and web's shared contract (src/shared/contract/):
  // alone, each would be a chunk of a few hundred bytes loaded beside this one. Not the vacancy's
  // steps and limits, which only the position screens use (they import them from the contract).
  /[\\/]src[\\/]shared[\\/]contract[\\/](?:company|notices)\.ts$/,
  // The notification centre's bell, in every signed-in header; not its list (notices/list/), which
  // loads with the bell's popover.
  /[\\/]web[\\/]src[\\/]features[\\/]notices[\\/](?!list[\\/])/,
];

// The vendor group's packages (below).
const VENDOR =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|html-parse-stringify|void-elements|xstate|@xstate[\\/]react|use-sync-external-store|use-isomorphic-layout-effect|openapi-fetch)[\\/]/;
// Of use-sync-external-store the first loads run only the shim @xstate/react imports; its plain
// `with-selector` is react-redux's, which only the hiring report's charts (recharts) load: in the
// vendor group it grew every first load (140 bytes, 30 compressed).
const CHARTS_ONLY = /[\\/]use-sync-external-store[\\/](?:with-selector|cjs[\\/]use-sync-external-store-with-selector\.)/;

/**
 * react-aria announces a combobox's option count ("2 параметров доступно.") with only the `one`
 * and `other` forms in Russian and Ukrainian, so 2 to 4 read wrong. Its strings for these two
 * languages get the `few` and `many` forms of their plural rules (Intl.PluralRules picks them).
 */
function slavicComboboxCount(): Plugin {
  const forms: Record<string, { one: string; few: string; many: string; available: string }> = {
    'ru-RU': { one: 'параметр', few: 'параметра', many: 'параметров', available: 'доступно' },
    'uk-UA': { one: 'параметр', few: 'параметри', many: 'параметрів', available: 'доступно' },
  };
  return {
    name: 'kadry:slavic-combobox-count',
    enforce: 'pre',
    transform(code, id) {
      const locale = /[\\/]react-aria[\\/]dist[\\/]private[\\/]intl[\\/]combobox[\\/](ru-RU|uk-UA)\.mjs$/.exec(id)?.[1];
      if (!locale) return null;
      const f = forms[locale]!;
      const form = (word: string) => `()=>\`\${formatter.number(args.optionCount)} ${word}\``;
      const replacement = `"countAnnouncement": (args, formatter)=>\`\${formatter.plural(args.optionCount, { one: ${form(f.one)}, few: ${form(f.few)}, many: ${form(f.many)}, other: ${form(f.few)} })} ${f.available}.\`,\n    "focusAnnouncement"`;
      const patched = code.replace(/"countAnnouncement"[\s\S]*?,\n\s*"focusAnnouncement"/, replacement);
      if (patched === code) this.error(`react-aria's ${locale} combobox strings changed shape: review slavicComboboxCount`);
      return { code: patched, map: null };
    },
  };
}

/**
 * What the API process answers, not the SPA: the API and the admin area, and the server-rendered
 * public pages (/jobs, /employers, the sitemap, robots.txt, a candidate's /application page).
 */
const API_PROXY = Object.fromEntries(
  ['/api', '/admin', '/jobs', '/employers', '/sitemap.xml', '/robots.txt', '/application'].map((path) => [
    path,
    { target: 'http://localhost:3000', changeOrigin: true },
  ]),
);

export default defineConfig({
  root: webRoot,
  plugins: [
    AUTH_SCREEN.plugin,
    HOME_SCREEN.plugin,
    react(),
    // react-aria ships its strings in 34 languages; the app speaks three (web/src/app/languages.ts).
    optimizeLocales.vite({ locales: ['ru', 'en', 'uk'] }),
    directImports(fileURLToPath(new URL('src/shared/ui/index.ts', import.meta.url))),
    // The chunks of the first loads (the sign-in page; the signed-in shell and home screen) are
    // minified a second time before compression (reminify.ts).
    precompress({ reminify: /^(?:vendor|app|aria|forms|signed-in|HomePage|AuthPage)-[\w-]+\.js$/ }),
    slavicComboboxCount(),
    chartScales(),
    {
      // react-router's package exports only its development build to bundlers; the production one
      // is the same code with its development warnings off, which the minifier then drops. The
      // development server keeps the warnings.
      name: 'kadry:react-router-production',
      apply: 'build',
      config: () => ({
        resolve: {
          alias: [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
            },
            {
              find: /^react-router\/dom$/,
              replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
            },
          ],
        },
      }),
    },
  ],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // Every browser the es2022 target reaches preloads modules itself but Safari before 17, which
    // then fetches a lazy screen's chunks as it meets them: the polyfill was half a kilobyte of every
    // first load's entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every first load runs (React, the router, i18next, XState, the API client's
              // openapi-fetch): one request, and a chunk that stays cached across releases of the app's own code.
              name: 'vendor',
              test: (id: string) => VENDOR.test(id) && !CHARTS_ONLY.test(id),
              priority: 2,
            },
            // Above the react-aria group, which would otherwise take react-aria's locale provider and
            // make the entry wait for all of react-aria.
            { name: 'app', test: anyOf(APP_CORE), includeDependenciesRecursively: false, priority: 2 },
            // The public and form screens' pieces in two chunks: what the sign-in page reaches, and
            // the rest (the code entry forms and their machine, the phone field, the link screens),
            // which the other form screens load beside it: 1.1 KB less on the sign-in page's first
            // load for a request more on theirs.
            {
              name: 'forms',
              test: (id: string) => (isFormPiece(id) && AUTH_SCREEN.has(id)) || ariaCoreOf(id) === 'auth',
              includeDependenciesRecursively: false,
              priority: 1,
            },
            {
              name: 'form-screens',
              test: (id: string) => isFormPiece(id) && !AUTH_SCREEN.has(id),
              includeDependenciesRecursively: false,
              priority: 1,
            },
            { name: 'tooltip', test: anyOf(TOOLTIPS), includeDependenciesRecursively: false, priority: 1 },
            // What both first screens reach; the lazy screens' dialogs and menus bring the rest.
            { name: 'aria', test: (id: string) => ariaCoreOf(id) === 'both', includeDependenciesRecursively: false, priority: 1 },
            {
              name: 'signed-in',
              test: (id: string) => anyOf(SIGNED_IN)(id) || ariaCoreOf(id) === 'home',
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The SPA talks to the NestJS process; in development it runs on :3000. The public careers
    // pages are the API's too (server-rendered, docs/careers.md), so the dev server passes them on.
    proxy: API_PROXY,
  },
  preview: {
    proxy: API_PROXY,
  },
});
