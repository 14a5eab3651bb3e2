// Placeholder until this feature is built: says so plainly.
import { ComingSoonPage } from '../../components/ui/coming-soon-page';

export function PlansPage() {
  return <ComingSoonPage title="Choose a plan" />;
}
