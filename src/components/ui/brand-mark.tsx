import { useThemeAssets } from '../../lib/public-settings';

export const PRODUCT_NAME = 'SmallBiz CRM';

/** The product mark in the top bars: the owner's logo when one was uploaded, else the name. */
export function BrandMark() {
  const { logo } = useThemeAssets();
  if (logo) return <img src={logo} alt={PRODUCT_NAME} className="h-8 w-auto max-w-[10rem] object-contain" />;
  return <>{PRODUCT_NAME}</>;
}
