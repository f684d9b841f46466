import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { reminify } from './reminify.js';

/** Text assets worth a twin; images, fonts in woff2 and the twins themselves are already compressed. */
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this there is nothing left to save. */
const MIN_BYTES = 150;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside every text asset of the
 * build, so the server sends compressed bytes by Accept-Encoding without compressing per request.
 * A twin is kept only when it is smaller than the original. Source maps get none: they are not
 * served in production unless asked for, and then rarely.
 */
export function precompress(options: { reminify?: RegExp } = {}): Plugin {
  let outDir = '';
  return {
    name: 'kadry:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      async handler() {
        // The first load's chunks are minified once more before their twins are written (reminify.ts).
        const again = options.reminify;
        if (again) await Promise.all([...files(outDir)].filter((path) => path.endsWith('.js') && again.test(basename(path))).map(reminify));
        for (const path of files(outDir)) {
          if (!TEXT.test(path)) continue;
          const raw = readFileSync(path);
          if (raw.length < MIN_BYTES) continue;
          const br = brotliCompressSync(raw, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          });
          if (br.length < raw.length) writeFileSync(`${path}.br`, br);
          const gz = gzipSync(raw, { level: 9 });
          if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
        }
      },
    },
  };
}
