// The signed-in screens' part of each language's catalogue (docs/decisions/0158), in the shell's
// own chunk so that the public pages' code does not carry these loaders.
import type { Catalogue, Foreign } from '../../lib/i18n';

export const appParts: Record<Foreign, Catalogue> = {
  es: () => import('../../locales/es.po?part=app'),
  fr: () => import('../../locales/fr.po?part=app'),
  de: () => import('../../locales/de.po?part=app'),
  it: () => import('../../locales/it.po?part=app'),
  pt: () => import('../../locales/pt.po?part=app'),
  ru: () => import('../../locales/ru.po?part=app'),
  zh: () => import('../../locales/zh.po?part=app'),
  ja: () => import('../../locales/ja.po?part=app'),
  ko: () => import('../../locales/ko.po?part=app'),
};
