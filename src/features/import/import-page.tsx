// Placeholder until this feature is built: says so plainly.
import { ComingSoonPage } from '../../components/ui/coming-soon-page';

export function ImportPage() {
  return <ComingSoonPage title="Import" />;
}
