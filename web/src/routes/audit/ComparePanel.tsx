import { useEffect } from 'react';
import { Box, Card, CardContent, Chip, Grid, IconButton, Skeleton, Stack, Typography } from '@mui/material';
import SwapHorizRoundedIcon from '@mui/icons-material/SwapHorizRounded';
import DifferenceRoundedIcon from '@mui/icons-material/DifferenceRounded';
import { useQuery } from '@apollo/client/react';
import { ErrorState } from '../../components/StateViews';
import { errorDetail } from '../environments/feedback';
import { AUDIT_DIFF, AUDIT_HISTORY } from './documents';
import { FieldDiff } from './FieldDiff';
import { InstantField } from './InstantField';
import { KindChip, KindDot } from './KindMarks';
import { dateTime, instantInput, nowInstant } from './auditModel';
import type { FieldChangeView, Instant } from './auditModel';

const CHANGE = {
  added: { label: 'Added', color: 'success' },
  removed: { label: 'Removed', color: 'error' },
  changed: { label: 'Changed', color: 'warning' },
} as const;

const changeMeta = (c: string) => CHANGE[c as keyof typeof CHANGE] ?? CHANGE.changed;

/** Compare: what changed between two instants, entity by entity, field by field. */
export function ComparePanel({
  projectId,
  from,
  to,
  onFrom,
  onTo,
  names,
}: {
  projectId: string;
  from: Instant | null;
  to: Instant | null;
  onFrom: (i: Instant) => void;
  onTo: (i: Instant) => void;
  names: Record<string, string>;
}) {
  // Defaults: from the project's creation to now.
  const first = useQuery(AUDIT_HISTORY, { variables: { projectId, first: 1, order: 'asc' }, skip: from !== null, fetchPolicy: 'no-cache' });
  const created = first.data?.projectHistory.entries[0];
  useEffect(() => {
    if (!from && created) onFrom({ position: created.position, at: created.at, label: 'when the project was created' });
  }, [from, created, onFrom]);
  useEffect(() => {
    if (!to) onTo(nowInstant());
  }, [to, onTo]);

  const q = useQuery(AUDIT_DIFF, {
    variables: { projectId, from: from ? instantInput(from) : { time: '' }, to: to ? instantInput(to) : { time: '' } },
    skip: !from || !to,
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });
  const diff = q.data?.projectDiff;
  const counts = { added: 0, removed: 0, changed: 0 };
  for (const c of diff?.changes ?? []) counts[(c.change in counts ? c.change : 'changed') as keyof typeof counts] += 1;

  return (
    <Stack spacing={2.5}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: 17 }}>
            Compare two moments
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            See what changed between two points in the project's history, entity by entity, with every field before and after.
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { xs: 'stretch', md: 'flex-start' } }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <InstantField id="compare-from" label="From" value={from} onChange={onFrom} />
            </Box>
            <IconButton
              aria-label="Swap the two moments"
              onClick={() => {
                if (from && to) {
                  onFrom(to);
                  onTo(from);
                }
              }}
              sx={{ alignSelf: 'center', mt: { md: 0.25 }, transform: { xs: 'rotate(90deg)', md: 'none' } }}
            >
              <SwapHorizRoundedIcon />
            </IconButton>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <InstantField id="compare-to" label="To" value={to} onChange={onTo} />
            </Box>
          </Stack>
        </CardContent>
      </Card>

      {(!from || !to || (q.loading && !diff)) && !q.error ? (
        <Stack spacing={1.5} role="status" aria-busy aria-label="Comparing">
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      ) : q.error ? (
        <ErrorState title="Could not compare these moments" message={errorDetail(q.error)} onRetry={() => void q.refetch()} />
      ) : (
        diff && (
          <Card data-testid="compare-result">
            <Box
              sx={{
                px: { xs: 2, sm: 2.5 },
                py: 2,
                borderBottom: 1,
                borderColor: 'divider',
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1.5,
                alignItems: 'center',
                justifyContent: 'space-between',
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {diff.changes.length === 0 ? 'No differences' : `${diff.changes.length} ${diff.changes.length === 1 ? 'entity' : 'entities'} changed`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  From {dateTime(diff.from.time)} (event #{diff.from.position}) to {dateTime(diff.to.time)} (event #{diff.to.position})
                </Typography>
              </Box>
              <Stack direction="row" spacing={1}>
                {(['added', 'removed', 'changed'] as const).map((c) => (
                  <Chip
                    key={c}
                    size="small"
                    color={CHANGE[c].color}
                    variant={counts[c] ? 'filled' : 'outlined'}
                    label={`${counts[c]} ${CHANGE[c].label.toLowerCase()}`}
                    sx={{ fontWeight: 600 }}
                  />
                ))}
              </Stack>
            </Box>
            {diff.changes.length === 0 ? (
              <Stack spacing={1} sx={{ alignItems: 'center', py: 6, color: 'text.secondary', textAlign: 'center', px: 2 }}>
                <DifferenceRoundedIcon sx={{ fontSize: 40 }} />
                <Typography>The project was the same at both moments.</Typography>
              </Stack>
            ) : (
              <Box component="ul" aria-label="Changes" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {diff.changes.map((c, i) => {
                  const meta = changeMeta(c.change);
                  return (
                    <Box
                      component="li"
                      key={`${c.kind}-${c.id}`}
                      data-testid="compare-change"
                      sx={{ px: { xs: 2, sm: 2.5 }, py: 2, borderTop: i === 0 ? 0 : 1, borderColor: 'divider' }}
                    >
                      <Stack direction="row" spacing={1.25} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
                        <KindDot kind={c.kind} size={10} />
                        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                          {c.name || c.id}
                        </Typography>
                        <KindChip kind={c.kind} />
                        <Chip size="small" label={meta.label} color={meta.color} sx={{ height: 22, fontSize: 11.5, fontWeight: 600, borderRadius: 1.5 }} />
                      </Stack>
                      <Box sx={{ pl: { xs: 0, sm: 3 } }}>
                        <FieldDiff
                          changes={c.fields.filter((f) => f.field !== 'id') as FieldChangeView[]}
                          mode={c.change === 'added' ? 'added' : c.change === 'removed' ? 'removed' : 'changed'}
                          names={names}
                        />
                      </Box>
                    </Box>
                  );
                })}
              </Box>
            )}
          </Card>
        )
      )}
    </Stack>
  );
}
