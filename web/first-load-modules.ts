import type { Plugin } from 'vite';

/**
 * The modules the first screens reach through static imports (dynamic imports are not followed:
 * they load later), so a chunk group can hold only those. A group takes every matching module the
 * app uses anywhere: react-aria's base matched by folder carried the focus scope, the long press
 * and the context menu of the lazy screens' dialogs and menus into every first load (some 30 KB
 * before compression, 7 KB on the wire).
 *
 * `roots` are matched against module ids; the set is filled when the module graph is complete
 * (buildEnd), before the chunks are made. The react-aria-components barrel is not walked: the app
 * takes only RouterProvider from it (features/shell), and the bundler keeps nothing else of it.
 */
export function firstLoadModules(roots: readonly RegExp[]): { plugin: Plugin; has(id: string): boolean } {
  const reached = new Set<string>();
  const barrel = /[\\/]react-aria-components[\\/]dist[\\/]exports[\\/]index\.mjs$/;
  const plugin: Plugin = {
    name: 'kadry:first-load-modules',
    apply: 'build',
    buildEnd() {
      reached.clear();
      const stack = [...this.getModuleIds()].filter((id) => roots.some((root) => root.test(id)));
      if (stack.length < roots.length)
        this.error(`first-load roots not all found: ${roots.filter((root) => !stack.some((id) => root.test(id))).join(', ')}`);
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (reached.has(id)) continue;
        reached.add(id);
        const imported = this.getModuleInfo(id)?.importedIds ?? [];
        for (const next of barrel.test(id) ? imported.filter((dep) => /[\\/]utils[\\/]openLink\./.test(dep)) : imported) stack.push(next);
      }
    },
  };
  return { plugin, has: (id) => reached.has(id) };
}
