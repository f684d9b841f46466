import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

interface Target {
  file: string;
  name: string;
}

/** `export { A, B as C, type D } from './X'` lines of a barrel: exported name → module and name there. */
function readBarrel(barrel: string): Map<string, Target> {
  const exports = new Map<string, Target>();
  const source = readFileSync(barrel, 'utf8');
  for (const match of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/g)) {
    const base = resolve(dirname(barrel), match[2]!);
    const file = ['', '.tsx', '.ts'].map((ext) => base + ext).find((path) => existsSync(path) && !path.endsWith('/'));
    if (!file) throw new Error(`${barrel}: cannot find ${match[2]}`);
    for (const part of match[1]!.split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      const [name, alias] = spec.split(/\s+as\s+/);
      exports.set((alias ?? name)!.trim(), { file, name: name!.trim() });
    }
  }
  return exports;
}

/**
 * Rewrites `import { Button } from '../shared/ui'` into an import of the module that defines it.
 * Through the barrel every screen depends on every component, so the chunk the sign-in page loads
 * carried the table, menu and tabs of the settings screens; direct imports let each lazy route
 * pull only the components it uses. Line count is kept, so source maps stay true.
 */
export function directImports(barrel: string): Plugin {
  const barrelDir = dirname(barrel);
  let exports: Map<string, Target>;
  return {
    name: 'kadry:direct-imports',
    apply: 'build',
    buildStart() {
      exports = readBarrel(barrel);
      this.addWatchFile(barrel);
    },
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id) || id === barrel) return null;
      let changed = false;
      // Any relative specifier that resolves to the barrel's folder: shared/forms and shared/lib
      // reach it as '../ui', and one such import pulled the whole design system into the entry.
      const out = code.replace(
        /import\s*\{([^}]*)\}\s*from\s*(['"])(\.[^'"]*\/ui)\2;?/g,
        (whole, specs: string, _q: string, from: string) => {
          if (resolve(dirname(id), from) !== barrelDir) return whole;
          const byFile = new Map<string, string[]>();
          for (const part of specs.split(',')) {
            const spec = part.trim();
            if (!spec || spec.startsWith('type ')) continue;
            const [name, local] = spec.split(/\s+as\s+/).map((s) => s.trim());
            const target = exports.get(name!);
            if (!target) return whole; // something the barrel does not list plainly: leave it to the bundler
            const binding = target.name === (local ?? name) ? target.name : `${target.name} as ${local ?? name}`;
            byFile.set(target.file, [...(byFile.get(target.file) ?? []), binding]);
          }
          changed = true;
          const lines = whole.split('\n').length - 1;
          const imports = [...byFile].map(([file, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(file)};`).join(' ');
          return imports + '\n'.repeat(lines);
        },
      );
      return changed ? { code: out, map: null } : null;
    },
  };
}
