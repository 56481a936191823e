import { PageHeader } from '../../components/PageHeader';

// Replaced by the screen's implementation.
export default function ValuesMatrixPage() {
  return <PageHeader title="ValuesMatrixPage" />;
}
