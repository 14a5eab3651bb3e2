import { Alert } from '../../components/ui/alert';
import type { Banner } from './use-banner';

export function BannerView({ banner }: { banner: Banner | null }) {
  if (!banner) return null;
  return (
    <Alert tone={banner.tone} className="mb-4">
      {banner.text}
    </Alert>
  );
}
