// The signed-in screens' part of each language's catalogue (docs/decisions/0158), in the shell's
// own chunk so that the public pages' code does not carry these loaders.
import type { Catalogue, Foreign } from '../../lib/i18n';
import { loadKnownTexts } from '../../lib/known-texts';

// The signed-in screens show known texts often (src/lib/known-texts.ts): their list comes with
// the app part. The public pages load it only when one is shown.
const withKnownTexts =
  (load: Catalogue): Catalogue =>
  () =>
    Promise.all([load(), loadKnownTexts()]).then(([part]) => part);

export const appParts: Record<Foreign, Catalogue> = {
  es: withKnownTexts(() => import('../../locales/es.po?part=app')),
  fr: withKnownTexts(() => import('../../locales/fr.po?part=app')),
  de: withKnownTexts(() => import('../../locales/de.po?part=app')),
  it: withKnownTexts(() => import('../../locales/it.po?part=app')),
  pt: withKnownTexts(() => import('../../locales/pt.po?part=app')),
  ru: withKnownTexts(() => import('../../locales/ru.po?part=app')),
  zh: withKnownTexts(() => import('../../locales/zh.po?part=app')),
  ja: withKnownTexts(() => import('../../locales/ja.po?part=app')),
  ko: withKnownTexts(() => import('../../locales/ko.po?part=app')),
};
