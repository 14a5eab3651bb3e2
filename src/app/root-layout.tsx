import { useLingui } from '@lingui/react/macro';
import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullScreenMessage } from '../components/ui/full-screen-message';
import { LanguageSync } from './language-sync';
import { SystemSettingsSync } from './system-settings-sync';

function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  const { t } = useLingui();
  return (
    <>
      <ScrollToTop />
      <SystemSettingsSync />
      <LanguageSync />
      <Suspense fallback={<FullScreenMessage message={t`Loading...`} />}>
        <Outlet />
      </Suspense>
    </>
  );
}
