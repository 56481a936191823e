import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import { Link } from 'react-router-dom';
import { ACTIVITY_COLOURS } from '@flagstream/domain';
import type { ActivityType } from '@flagstream/domain';
import { relativeTime } from '../../lib/format';
import { CardTitle } from './parts';

/** At most 3 items show (spec §9). */
export const RECENT_ACTIVITY_SHOWN = 3;

/** Dot colours by name (the type -> name mapping is the domain's ACTIVITY_COLOURS). */
const DOT: Record<(typeof ACTIVITY_COLOURS)[ActivityType], string> = {
  green: '#16a34a',
  blue: '#2563eb',
  purple: '#9333ea',
  orange: '#ea580c',
  grey: '#9ca3af',
};

export const dotColour = (type: string): string => DOT[ACTIVITY_COLOURS[type as ActivityType] ?? 'grey'] ?? DOT.grey;

export interface ActivityView {
  id: string;
  type: string;
  description: string;
  timestamp: string;
  actor?: { id: string; name: string } | null;
}

/** Recent Activity (spec §2): the first 3 items, each with a coloured dot, a description and a relative time. */
export function RecentActivityCard({ items, loading, error, onRetry }: { items: ActivityView[]; loading: boolean; error: boolean; onRetry: () => void }) {
  const shown = items.slice(0, RECENT_ACTIVITY_SHOWN);
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <CardTitle
          title="Recent Activity"
          subtitle="Latest changes in this project"
          action={
            <Button component={Link} to="/audit" size="small" endIcon={<ChevronRightRoundedIcon />} sx={{ flexShrink: 0 }}>
              View all
            </Button>
          }
        />
        {loading ? (
          <Stack spacing={2} aria-busy>
            <Typography variant="body2" color="textSecondary">
              Loading recent activity...
            </Typography>
            {[0, 1, 2].map((i) => (
              <Stack key={i} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Skeleton variant="circular" width={10} height={10} />
                <Box sx={{ flex: 1 }}>
                  <Skeleton width="70%" />
                  <Skeleton width="25%" />
                </Box>
              </Stack>
            ))}
          </Stack>
        ) : error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                Retry
              </Button>
            }
          >
            Failed to load recent activity
          </Alert>
        ) : shown.length === 0 ? (
          <Stack spacing={1} sx={{ alignItems: 'center', py: 4, color: 'text.secondary' }}>
            <HistoryRoundedIcon sx={{ fontSize: 36 }} />
            <Typography variant="body2">No recent activity</Typography>
          </Stack>
        ) : (
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {shown.map((a, i) => (
              <Stack
                component="li"
                key={a.id}
                direction="row"
                spacing={1.75}
                sx={{ alignItems: 'flex-start', py: 1.5, borderTop: i === 0 ? 0 : 1, borderColor: 'divider' }}
              >
                <Box
                  data-activity-type={a.type}
                  sx={{
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: dotColour(a.type),
                    mt: 0.75,
                    flexShrink: 0,
                    boxShadow: (t) => `0 0 0 3px ${t.palette.background.paper}, 0 0 0 4px ${dotColour(a.type)}33`,
                  }}
                />
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  {/* Each change opens in the Audit Log, expanded. */}
                  <Typography
                    component={Link}
                    to={`/audit?event=${encodeURIComponent(a.id)}`}
                    variant="body2"
                    sx={{
                      display: 'block',
                      fontWeight: 500,
                      overflowWrap: 'anywhere',
                      color: 'inherit',
                      textDecoration: 'none',
                      '&:hover': { textDecoration: 'underline' },
                    }}
                  >
                    {a.description}
                  </Typography>
                  <Typography variant="caption" color="textSecondary">
                    {relativeTime(a.timestamp)}
                    {a.actor?.name ? ` · ${a.actor.name}` : ''}
                  </Typography>
                </Box>
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
