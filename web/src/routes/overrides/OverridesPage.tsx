import { PageHeader } from '../../components/PageHeader';

// Replaced by the screen's implementation.
export default function OverridesPage() {
  return <PageHeader title="OverridesPage" />;
}
