import { PageHeader } from '../../components/PageHeader';

// Replaced by the screen's implementation.
export default function DashboardPage() {
  return <PageHeader title="DashboardPage" />;
}
