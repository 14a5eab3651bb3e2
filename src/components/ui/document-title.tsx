import { useLayoutEffect } from 'react';

/**
 * The browser tab's title while the screen that renders it is shown. React DOM hoisted a <title>
 * rendered anywhere into <head>; Preact renders it where it stands, where the browser ignores it
 * (docs/decisions/0150), so the screens set the title through this.
 */
export function DocumentTitle({ children }: { children: string }) {
  useLayoutEffect(() => {
    const before = document.title;
    document.title = children;
    return () => {
      document.title = before;
    };
  }, [children]);
  return null;
}
