import { PageHeader } from '../../components/PageHeader';

// Replaced by the screen's implementation.
export default function ProjectsPage() {
  return <PageHeader title="ProjectsPage" />;
}
