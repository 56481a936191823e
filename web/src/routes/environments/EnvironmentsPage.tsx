import { PageHeader } from '../../components/PageHeader';

// Replaced by the screen's implementation.
export default function EnvironmentsPage() {
  return <PageHeader title="EnvironmentsPage" />;
}
