import type { Plugin } from 'vite';

/** recharts' modules that look a d3 scale up by name in the namespace of victory-vendor's d3-scale. */
const LOOKUPS = /[\\/]recharts[\\/]es6[\\/]state[\\/]selectors[\\/]combiners[\\/]combine(?:ConfiguredScale|RealScaleType)\.js$/;
const NAMESPACE_IMPORT = "import * as d3Scales from 'victory-vendor/d3-scale';";

/**
 * recharts (the hiring report's charts) imports d3-scale as a namespace and reads it as an object
 * (`d3Scales[name]`). The bundler builds such a namespace with a helper of its runtime, and the
 * runtime is one small chunk every page loads: the helper would have grown every first load
 * (55 bytes compressed) for the report's sake. These two modules get a plain object of the same
 * scales instead, made from named imports (the names read from the package when the build starts,
 * so a new scale is not missed); the lookups behave the same.
 */
export async function chartScales(): Promise<Plugin> {
  const names = Object.keys(await import('victory-vendor/d3-scale')).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
  const replacement = `import { ${names.join(', ')} } from 'victory-vendor/d3-scale';\nconst d3Scales = { ${names.join(', ')} };`;
  return {
    name: 'kadry:chart-scales',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!LOOKUPS.test(id)) return null;
      if (!code.includes(NAMESPACE_IMPORT)) this.error(`recharts changed how ${id} imports d3-scale: review web/chart-scales.ts`);
      return { code: code.replace(NAMESPACE_IMPORT, replacement), map: null };
    },
  };
}
