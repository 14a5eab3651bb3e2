// A PO catalogue imported by Vite (@lingui/vite-plugin compiles it to a module).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
