import { useMemo, useState } from 'react';
import { Alert, Box, Button, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import { useSnackbar } from 'notistack';
import { PageHeader } from '../../components/PageHeader';
import { CardGrid, CardGridSkeleton, EmptyState, ErrorState, NoMatchState, NoProjectSelected } from '../../components/StateViews';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LimitReachedDialog } from '../../components/LimitReachedDialog';
import type { LimitInfo } from '../../components/LimitReachedDialog';
import { useProjects } from '../../state/ProjectsProvider';
import { plural } from '../../lib/format';
import { ErrorToast, ViewOnlyChip } from '../environments/feedback';
import { SegmentCard } from './SegmentCard';
import { SegmentFormDialog } from './SegmentFormDialog';
import type { SegmentFormValues } from './SegmentFormDialog';
import type { SegmentRow } from './segmentModel';
import { groupOf } from './segmentModel';
import { useSegments } from './useSegments';

type FormState = { mode: 'create' } | { mode: 'edit'; segment: SegmentRow } | null;

/** Segments (/segments): reusable groups of users the flags' targeting rules refer to. */
export default function SegmentsPage() {
  const { current, loading } = useProjects();
  if (!current) {
    return loading ? (
      <CardGridSkeleton label="Loading project..." />
    ) : (
      <>
        <PageHeader title="Segments" />
        <NoProjectSelected />
      </>
    );
  }
  return <SegmentsScreen key={current.id} projectId={current.id} projectName={current.name} canManage={current.permissions.canManageFlags} />;
}

function SegmentsScreen({ projectId, projectName, canManage }: { projectId: string; projectName: string; canManage: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const s = useSegments(projectId, canManage);
  const [form, setForm] = useState<FormState>(null);
  const [formError, setFormError] = useState<unknown>(null);
  const [toDelete, setToDelete] = useState<SegmentRow | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [limit, setLimit] = useState<LimitInfo | null>(null);

  const initial = useMemo<SegmentFormValues | undefined>(() => {
    if (form?.mode !== 'edit') return undefined;
    const g = groupOf(form.segment.conditions);
    return { name: form.segment.name, description: form.segment.description, group: g ?? { match: 'all', conditions: [] } };
  }, [form]);

  const openCreate = () => {
    const info = s.limitReached();
    if (info) {
      setLimit(info);
      return;
    }
    setFormError(null);
    setForm({ mode: 'create' });
  };

  const submit = async (values: SegmentFormValues & { conditions: unknown }) => {
    if (!form) return;
    setFormError(null);
    try {
      const r = await s.save(form.mode === 'edit' ? form.segment.id : null, {
        name: values.name,
        description: values.description,
        conditions: values.conditions,
      });
      if (r) {
        setForm(null);
        setLimit(r.limit);
        return;
      }
      enqueueSnackbar(form.mode === 'edit' ? `Segment "${values.name}" updated` : `Segment "${values.name}" created`, { variant: 'success' });
      setForm(null);
    } catch (e) {
      console.error(e);
      setFormError(e);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const seg = toDelete;
    const r = await s.del(seg.id);
    if (r.ok) {
      enqueueSnackbar(`Segment "${seg.name}" deleted`, { variant: 'success' });
      setToDelete(null);
      return;
    }
    // In use: the dialog stays open and shows where, as the server says it.
    if (r.code === 'SEGMENT_IN_USE') {
      setDeleteError(r.message);
      return;
    }
    setToDelete(null);
    enqueueSnackbar(<ErrorToast title="Failed to delete segment" error={new Error(r.message)} />, { variant: 'error' });
  };

  const createButton = canManage && (
    <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={openCreate} sx={{ flex: { xs: 1, sm: 'none' } }}>
      New Segment
    </Button>
  );
  const q = s.search.trim();
  const usedCount = s.segments.filter((x) => x.usage.length > 0).length;

  let body: React.ReactNode;
  if (s.loading) body = <CardGridSkeleton count={3} height={250} label="Loading segments..." />;
  else if (s.error) body = <ErrorState title="Error loading segments" message={s.error.message} onRetry={() => void s.refetch()} />;
  else if (s.segments.length === 0) {
    body = (
      <EmptyState
        icon={<GroupsRoundedIcon sx={{ fontSize: 44 }} />}
        title="No segments yet"
        description={
          canManage
            ? 'Group users by their attributes, e.g. "Beta testers": emails ending with @example.com. Then target a segment from any flag\'s rules.'
            : 'This project has no segments yet.'
        }
        action={createButton || undefined}
      />
    );
  } else if (s.shown.length === 0) {
    body = (
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
  } else {
    body = (
      <CardGrid>
        {s.shown.map((seg) => (
          <Box key={seg.id} sx={{ minWidth: 0 }}>
            <SegmentCard
              segment={seg}
              canManage={canManage}
              onEdit={() => {
                setFormError(null);
                setForm({ mode: 'edit', segment: seg });
              }}
              onDelete={() => {
                setDeleteError(null);
                setToDelete(seg);
              }}
            />
          </Box>
        ))}
      </CardGrid>
    );
  }

  return (
    <Box>
      <PageHeader
        title="Segments"
        count={s.loading || s.error ? undefined : s.segments.length}
        subtitle={
          <>
            Reusable groups of users for the targeting rules of{' '}
            <Box component="strong" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {projectName}
            </Box>
            .
          </>
        }
        actions={createButton || <ViewOnlyChip />}
      />
      {s.segments.length > 0 && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mb: 3, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <TextField
            placeholder="Search segments..."
            value={s.search}
            onChange={(e) => s.setSearch(e.target.value)}
            sx={{ width: { xs: '100%', sm: 340 }, '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
            slotProps={{
              htmlInput: { 'aria-label': 'Search segments' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRoundedIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Typography variant="body2" color="text.secondary">
            {q ? `${s.shown.length} of ${plural(s.segments.length, 'segment')}` : `${plural(s.segments.length, 'segment')} · ${usedCount} in use`}
          </Typography>
        </Stack>
      )}
      {body}

      <SegmentFormDialog
        open={form !== null}
        mode={form?.mode ?? 'create'}
        initial={initial}
        unsupported={form?.mode === 'edit' && groupOf(form.segment.conditions) === null}
        pending={s.saving}
        error={formError}
        onSubmit={(v) => void submit(v)}
        onClose={() => setForm(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Segment"
        confirmLabel="Delete Segment"
        pending={s.deleting}
        onClose={() => {
          setToDelete(null);
          setDeleteError(null);
        }}
        onConfirm={() => void confirmDelete()}
        message={
          toDelete && (
            <Stack spacing={1.5}>
              <span>
                Are you sure you want to delete the segment &ldquo;<b>{toDelete.name}</b>&rdquo;? This action cannot be undone.
              </span>
              {deleteError && (
                <Alert severity="error" data-testid="segment-delete-error">
                  {deleteError}
                </Alert>
              )}
            </Stack>
          )
        }
      />
      <LimitReachedDialog info={limit} onClose={() => setLimit(null)} />
    </Box>
  );
}
