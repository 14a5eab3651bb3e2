// Each language's catalogue in two chunks (docs/decisions/0158): the messages a signed-out
// visitor can meet, and the rest, which only the signed-in app's screens show.
//
// `import('../locales/de.po?part=public')` and `?part=app` compile one PO file's messages for one
// part. A message belongs to the app part only when every place it is written is a signed-in
// screen (APP_ONLY below); any other message, including those of shared components and the
// known texts, is public. The signed-in shell waits for the app part before it draws
// (src/lib/i18n.ts), so no screen ever shows a message whose part is still loading.
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Source folders and files drawn only inside the signed-in shell. */
export const APP_ONLY = [
  'src/app/shell/',
  'src/components/fields/',
  'src/components/records/',
  'src/components/views/',
  'src/features/admin/',
  'src/features/clients/',
  'src/features/dashboard/',
  'src/features/deals/',
  'src/features/expenses/',
  'src/features/fields/',
  'src/features/import/',
  'src/features/revenue/',
  'src/features/salaries/',
  'src/features/settings/',
  'src/features/system-settings/',
  'src/features/team/',
];

export type CataloguePart = 'public' | 'app';

/** Whether a source file (a `src/...` path from the project's root) is drawn only inside the signed-in shell. */
export function isSignedInSource(file: string): boolean {
  return APP_ONLY.some((prefix) => file.startsWith(prefix));
}

/** The part of a message written at these places (`src/...` paths from the PO file's `#:` lines). */
export function partOf(origins: readonly string[]): CataloguePart {
  const appOnly = origins.length > 0 && origins.every(isSignedInSource);
  return appOnly ? 'app' : 'public';
}

const PART_ID = /\.po\?part=(public|app)$/;

export function catalogueParts(): Plugin {
  const config = getConfig();
  let catalogs: ReturnType<typeof getCatalogs> | null = null; // the same for every part: read once
  return {
    name: 'crm-catalogue-parts',
    enforce: 'pre',
    async transform(_source, id) {
      const match = PART_ID.exec(id);
      if (!match) return null;
      const part = match[1] as CataloguePart;
      const file = id.split('?')[0];
      const found = file ? getCatalogForFile(relative(config.rootDir ?? process.cwd(), file), await (catalogs ??= getCatalogs(config))) : null;
      if (!found) throw new Error(`${file} is not one of the catalogues of lingui.config`);
      const { locale, catalog } = found;
      this.addWatchFile(file as string);
      const entries = await catalog.read(locale);
      const { messages } = await catalog.getTranslations(locale, { fallbackLocales: config.fallbackLocales ?? {}, sourceLocale: config.sourceLocale ?? 'en' });
      const mine: Record<string, string> = {};
      for (const [key, text] of Object.entries(messages)) {
        const origins = (entries?.[key]?.origin ?? []).map(([path]) => path);
        if (partOf(origins) === part) mine[key] = text;
      }
      const { source, errors } = createCompiledCatalog(locale, mine, { namespace: 'es', pseudoLocale: config.pseudoLocale });
      if (errors.length) throw new Error(`${file} (${part}): ${errors.length} messages do not compile`);
      return { code: source, map: null, moduleType: 'js' };
    },
  };
}
