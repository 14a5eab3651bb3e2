import { Alert } from '../../components/ui/alert';
import { translateText } from '../../lib/known-texts';
import type { Banner } from './use-banner';

export function BannerView({ banner }: { banner: Banner | null }) {
  if (!banner) return null;
  return (
    <Alert tone={banner.tone} className="mb-4">
      {translateText(banner.text)}
    </Alert>
  );
}
