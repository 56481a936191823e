import { PageHeader } from '../../components/PageHeader';

// Replaced by the screen's implementation.
export default function FlagsPage() {
  return <PageHeader title="FlagsPage" />;
}
