import { PageHeader } from '../../components/PageHeader';

// Replaced by the screen's implementation.
export default function SetupPage() {
  return <PageHeader title="SetupPage" />;
}
