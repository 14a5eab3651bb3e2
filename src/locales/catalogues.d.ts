// A PO catalogue imported by Vite (@lingui/vite-plugin compiles it to a module).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// One part of a catalogue (scripts/catalogue-parts.ts): `../locales/de.po?part=public` or `?part=app`.
declare module '*.po?part=public' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*.po?part=app' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
