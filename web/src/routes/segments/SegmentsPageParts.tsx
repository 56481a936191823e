import type { ReactNode } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import { CardGrid, CardGridSkeleton, EmptyState, ErrorState, NoMatchState } from '../../components/StateViews';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LimitReachedDialog } from '../../components/LimitReachedDialog';
import { SegmentCard } from './SegmentCard';
import { SegmentFormDialog } from './SegmentFormDialog';
import { segmentsCount } from './segmentModel';
import type { useSegmentsPage } from './useSegmentsPage';
import { ListSearchField } from '../../components/ListSearchField';

type SegmentsPageState = ReturnType<typeof useSegmentsPage>;

const EmptyIcon = styled(GroupsRoundedIcon)({ fontSize: 44 });
const GridItem = styled(Box)({ minWidth: 0 });

/** The list: loading, its error, no segments yet, none matching the search, or the cards. */
export function SegmentsBody({ s, canManage, createButton }: { s: SegmentsPageState; canManage: boolean; createButton: ReactNode }) {
  if (s.loading) return <CardGridSkeleton count={3} height={250} label="Loading segments..." />;
  if (s.error) return <ErrorState title="Error loading segments" message={s.error.message} onRetry={s.retry} />;
  if (s.segments.length === 0) {
    return (
      <EmptyState
        icon={<EmptyIcon />}
        title="No segments yet"
        description={
          canManage
            ? 'Group users by their attributes, e.g. "Beta testers": emails ending with @example.com. Then target a segment from any flag\'s rules.'
            : 'This project has no segments yet.'
        }
        action={createButton || undefined}
      />
    );
  }
  if (s.shown.length === 0) {
    return (
      <NoMatchState
        title="No segments found"
        description="No segments match your search."
        action={
          <Button variant="outlined" onClick={() => s.setSearch('')}>
            Clear search
          </Button>
        }
      />
    );
  }
  return (
    <CardGrid>
      {s.shown.map((seg) => (
        <GridItem key={seg.id}>
          <SegmentCard segment={seg} canManage={canManage} onEdit={() => s.form.edit(seg)} onDelete={() => s.remove.ask(seg)} />
        </GridItem>
      ))}
    </CardGrid>
  );
}

const Toolbar = styled(Stack)(({ theme }) => ({
  marginBottom: theme.spacing(3),
  alignItems: 'stretch',
  justifyContent: 'space-between',
  [theme.breakpoints.up('sm')]: { alignItems: 'center' },
}));

/** The search box and how many segments there are (and match). */
export function SegmentsToolbar({ s }: { s: SegmentsPageState }) {
  return (
    <Toolbar direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <ListSearchField placeholder="Search segments..." ariaLabel="Search segments" value={s.search} onSearch={s.setSearch} />
      <Typography variant="body2" color="text.secondary">
        {segmentsCount(s.search, s.shown.length, s.segments.length, s.usedCount)}
      </Typography>
    </Toolbar>
  );
}

/** The create/edit form, the delete confirmation (with the server's reason when in use) and the plan limit. */
export function SegmentDialogs({ s }: { s: SegmentsPageState }) {
  return (
    <>
      <SegmentFormDialog
        open={s.form.open}
        mode={s.form.mode}
        initial={s.form.initial}
        unsupported={s.form.unsupported}
        pending={s.saving}
        error={s.form.error}
        onSubmit={s.form.submit}
        onClose={s.form.close}
      />
      <ConfirmDialog
        open={s.remove.target !== null}
        title="Delete Segment"
        confirmLabel="Delete Segment"
        pending={s.deleting}
        onClose={s.remove.cancel}
        onConfirm={s.remove.confirm}
        message={
          s.remove.target && (
            <Stack spacing={1.5}>
              <span>
                Are you sure you want to delete the segment &ldquo;<b>{s.remove.target.name}</b>&rdquo;? This action cannot be undone.
              </span>
              {s.remove.error && (
                <Alert severity="error" data-testid="segment-delete-error">
                  {s.remove.error}
                </Alert>
              )}
            </Stack>
          )
        }
      />
      <LimitReachedDialog info={s.limit} onClose={s.closeLimit} />
    </>
  );
}
