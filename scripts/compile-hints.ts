// V8's explicit compile hint (docs/decisions/0169): a chunk that starts with the magic comment
// below has all its functions compiled as it is loaded, on the background thread that parses it,
// instead of each one on the page's thread the first time it is called. Chrome 136 and later read
// it; other engines see a comment.
//
// A 4x-slowed returning visit to /clients spent about 270-300 ms of its long tasks compiling
// functions on the page's thread (a trace's V8.ParseFunction and V8.Compile* events); with the
// hint, 12-28 ms.
//
// Only the page's own chunks get it (the workers are built apart and are not seen here), and
// not chunks of which a visit runs little: the spreadsheet and CSV readers, run by an import, and
// the record schemas, loaded on a first write, whose validators run one form at a time.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

// Modules that keep a chunk without the hint: a visit runs little of them.
const RARELY_RUN = [/\/node_modules\/xlsx\//, /\/node_modules\/papaparse\//, /\/node_modules\/zod\//];

/** Whether a chunk made of these modules starts with the hint. */
export function wantsCompileHint(moduleIds: readonly string[]): boolean {
  return !moduleIds.some((id) => RARELY_RUN.some((re) => re.test(id.replaceAll('\\', '/'))));
}

/** Adds one line to the start of a source map's generated file: every mapping moves down a line. */
export function shiftMappings(mappings: string): string {
  return `;${mappings}`;
}

type MapLike = { mappings: string };

export function compileHints(): Plugin {
  return {
    name: 'crm-compile-hints',
    apply: 'build',
    enforce: 'post',
    // After Vite's own post-build steps, which put a preamble (`__vite__mapDeps`) at the start of
    // chunks that load others: the hint must come before it.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !wantsCompileHint(file.moduleIds)) continue;
          file.code = `${COMPILE_HINT}\n${file.code}`;
          const asset = bundle[`${file.fileName}.map`];
          if (asset?.type === 'asset') {
            const map = JSON.parse(String(asset.source)) as MapLike;
            map.mappings = shiftMappings(map.mappings);
            asset.source = JSON.stringify(map);
          } else if (file.map) {
            (file.map as MapLike).mappings = shiftMappings(file.map.mappings);
          }
        }
      },
    },
  };
}
