// Bench part 1c: what the languages cost a visitor of the landing page (docs/decisions/0120).
// The build's source maps say which bytes of the landing page's initial chunks come from which
// source file; the bytes of the i18n runtime (Lingui, the language choice and switcher, the
// known texts) are added up and gzipped on their own, against a budget of 5 KiB gzip. The message
// ids the macros add to the pages' own code are counted apart. It also checks that each language
// is its own lazily loaded chunk and that none is part of the landing page's initial JavaScript.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

export const I18N_BUDGET_GZIP_KIB = 5;
/**
 * The landing page's initial JavaScript before the languages: the commit before "Languages
 * groundwork" (e8ecd4b), built and measured once with bundle-size.mjs's method (2026-11-23).
 * Later changes to the landing page count in the difference too; the source-map share does not.
 */
export const BEFORE_LANGUAGES = { commit: 'e8ecd4b', landingGzip: 122_529, landingFiles: 12 };

const I18N_SOURCES = [
  /node_modules\/@lingui\//,
  /node_modules\/@messageformat\//,
  /src\/lib\/i18n\.ts$/,
  /src\/lib\/language-choice\.ts$/,
  /src\/lib\/known-texts[^/]*\.ts$/,
  /src\/app\/language-(sync|switcher)\.tsx$/,
];
const isI18n = (source) => I18N_SOURCES.some((p) => p.test(source));

/**
 * The generated code of `files` that the source maps trace to sources passing `test`: the pieces
 * (to gzip together) and the raw bytes per source (its path from node_modules or the project).
 */
export function sourcePieces(outDir, files, test) {
  const pieces = [];
  const bySource = {};
  for (const file of files) {
    const mapFile = join(outDir, `${file}.map`);
    if (!existsSync(mapFile)) continue;
    const code = readFileSync(join(outDir, file), 'utf8');
    const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
    const lines = code.split('\n');
    const mappings = [];
    consumer.eachMapping((m) => mappings.push(m), null, SourceMapConsumer.GENERATED_ORDER);
    for (let i = 0; i < mappings.length; i += 1) {
      const m = mappings[i];
      if (!m.source || !test(m.source)) continue;
      const line = lines[m.generatedLine - 1] ?? '';
      const next = mappings[i + 1];
      const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : line.length;
      const piece = line.slice(m.generatedColumn, end);
      pieces.push(piece);
      const name = m.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
      bySource[name] = (bySource[name] ?? 0) + Buffer.byteLength(piece);
    }
  }
  return { pieces, bySource };
}

/** React DOM's share of `files` (its code and the scheduler it brings), raw and gzip -9 alone. */
export function reactDomShare(outDir, files) {
  const { pieces } = sourcePieces(outDir, files, (source) => /node_modules\/(react-dom|scheduler)\//.test(source));
  const text = pieces.join('');
  return { raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length };
}

/** The bytes of `files` that come from the i18n sources, per source, and all of them gzipped together. */
export function i18nShare(outDir, files) {
  let ids = 0;
  let idBytes = 0;
  const idTexts = [];
  for (const file of files) {
    const code = readFileSync(join(outDir, file), 'utf8');
    for (const m of code.matchAll(/\bid:(["`])[A-Za-z0-9+/_-]{6}\1/g)) {
      ids += 1;
      idBytes += m[0].length + 1;
      idTexts.push(`${m[0]},`);
    }
  }
  const { pieces, bySource } = sourcePieces(outDir, files, isI18n);
  const text = pieces.join('');
  const idGzip = ids ? gzipSync(idTexts.join(''), { level: 9 }).length : 0;
  return { raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length, bySource, ids, idBytes, idGzip };
}

/**
 * The catalogue a build manifest's key names: 'de' for German's public part
 * (src/locales/de.po?part=public), 'de+app' for its app part; null for any other module.
 */
export function catalogueName(key) {
  const m = /src\/locales\/([a-z]{2})\.po(?:\?part=(public|app))?$/.exec(key);
  return m ? (m[2] === 'app' ? `${m[1]}+app` : m[1]) : null;
}

/**
 * Each language's catalogue chunks (manifest keys src/locales/<lang>.po?part=public and ?part=app,
 * docs/decisions/0158), keyed 'de' (the public part) and 'de+app', and whether each stands alone.
 */
export function catalogueChunks(outDir, manifest) {
  const chunks = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const name = catalogueName(key);
    if (!name) continue;
    const mapFile = join(outDir, `${chunk.file}.map`);
    const sources = existsSync(mapFile) ? (JSON.parse(readFileSync(mapFile, 'utf8')).sources ?? []) : [];
    const others = sources.filter((s) => !new RegExp(`locales/${name.slice(0, 2)}\\.po(\\?part=\\w+)?$`).test(s));
    const code = readFileSync(join(outDir, chunk.file));
    chunks[name] = { file: chunk.file, lazy: !!chunk.isDynamicEntry, alone: others.length === 0, gzip: gzipSync(code, { level: 9 }).length };
  }
  return chunks;
}
