// Placeholder until this feature is built: says so plainly.
import { ComingSoonPage } from '../../components/ui/coming-soon-page';

export function BasicPlanPage() {
  return <ComingSoonPage title="Basic Plan" />;
}

export function ProPlanPage() {
  return <ComingSoonPage title="Pro Plan" />;
}
