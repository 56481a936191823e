import { Alert, Box, Button, Skeleton, Stack } from '@mui/material';
import CompareArrowsRoundedIcon from '@mui/icons-material/CompareArrowsRounded';
import { PageHeader } from '../../components/PageHeader';
import { CardGridSkeleton, EmptyState, ErrorState, NoProjectSelected } from '../../components/StateViews';
import { useCurrentProjectTree } from '../../state/useCurrentProjectTree';
import { ViewOnlyChip } from '../environments/feedback';
import { ComparisonOptions } from './ComparisonOptions';
import { ComparisonTable } from './ComparisonTable';
import { PromotionPreviewDialog } from './PromotionPreviewDialog';
import { promoteView, promotedNote } from './promoteModel';
import { DoneAlert } from './promoteParts';
import { usePromotePage } from './usePromotePage';

const TITLE = 'Compare & Promote';

type Page = ReturnType<typeof usePromotePage>;

/** Under the options: the hint, skeleton, error, empty state or the comparison table. */
function PromoteBody({ s }: { s: Page }) {
  switch (promoteView({ same: s.pair.same, loading: s.loading, error: s.error, comparison: s.comparison })) {
    case 'same':
      return <Alert severity="info">Choose two different environments.</Alert>;
    case 'loading':
      return (
        <Stack spacing={1}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      );
    case 'error':
      return <ErrorState title="Error comparing environments" message={s.error?.message ?? ''} onRetry={s.retry} />;
    case 'empty':
      return (
        <EmptyState
          icon={<CompareArrowsRoundedIcon fontSize="emptyState" />}
          title="No feature flags yet"
          description="Create flags first; then compare their values across environments here."
        />
      );
    case 'table':
      return s.comparison ? (
        <ComparisonTable
          comparison={s.comparison}
          rows={s.rows}
          parts={s.parts}
          picked={s.picked}
          canPromote={s.canPromote}
          pending={s.pending}
          onToggle={s.togglePick}
          onReview={s.review}
        />
      ) : null;
    default:
      return null;
  }
}

/** Project Tools → Compare & Promote: two environments side by side; copy chosen flags as one change, undoable. */
export default function PromotePage() {
  // the environments to pick from: the current project's tree
  const { project, loading: projectLoading, error: projectError, refetch: refetchProject } = useCurrentProjectTree();
  const s = usePromotePage(project);

  if (!project)
    return projectLoading ? (
      <CardGridSkeleton label="Loading project..." />
    ) : (
      <>
        <PageHeader title={TITLE} />
        {projectError ? (
          <ErrorState title="Error loading project" message={projectError.message} onRetry={() => void refetchProject()} />
        ) : (
          <NoProjectSelected />
        )}
      </>
    );
  return (
    <Box>
      <PageHeader
        title={TITLE}
        subtitle="See how two environments differ, then copy the flags you choose (values, on/off and targeting) in one recorded change."
        actions={s.canPromote ? undefined : <ViewOnlyChip />}
      />
      <ComparisonOptions envs={s.envs} pair={s.pair} options={s.options} />
      {s.done?.promotion && (
        <DoneAlert
          severity="success"
          action={
            <Button color="inherit" onClick={s.undo} disabled={s.pending}>
              Undo
            </Button>
          }
        >
          {promotedNote(s.done)}
        </DoneAlert>
      )}
      <PromoteBody s={s} />
      <PromotionPreviewDialog
        promotion={s.preview.promotion}
        error={s.preview.error}
        comparedFlags={s.comparison?.flags ?? []}
        pending={s.pending}
        onConfirm={s.preview.confirm}
        onClose={s.preview.close}
      />
    </Box>
  );
}
