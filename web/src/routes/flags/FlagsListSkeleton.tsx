import { Box, Card, Skeleton, Stack } from '@mui/material';

/** The flag list while it loads: table rows on wide screens, cards on a phone. */
export function FlagsListSkeleton({ compact }: { compact?: boolean }) {
  if (compact) {
    return (
      <Stack spacing={1.5}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={170} />
        ))}
      </Stack>
    );
  }
  return (
    <Card>
      <Box sx={{ px: 2, py: 1.5 }}>
        <Skeleton width="40%" />
      </Box>
      {[0, 1, 2, 3, 4].map((i) => (
        <Stack key={i} direction="row" spacing={3} sx={{ px: 2, py: 2, borderTop: 1, borderColor: 'divider', alignItems: 'center' }}>
          <Box sx={{ flex: 2 }}>
            <Skeleton width="60%" />
            <Skeleton width="85%" height={14} />
          </Box>
          <Skeleton variant="rounded" width={64} height={22} />
          {[0, 1, 2].map((j) => (
            <Skeleton key={j} sx={{ flex: 1 }} />
          ))}
          <Skeleton width={90} />
        </Stack>
      ))}
    </Card>
  );
}
