import { Card, Skeleton, Stack } from '@mui/material';

/** The matrix while it loads. */
export function MatrixSkeleton() {
  return (
    <Card sx={{ p: 2 }} aria-busy="true" aria-label="Loading values matrix">
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={2}>
          <Skeleton variant="text" width={180} height={28} />
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="text" sx={{ flex: 1 }} height={28} />
          ))}
        </Stack>
        {[0, 1, 2, 3, 4].map((r) => (
          <Stack key={r} direction="row" spacing={2}>
            <Skeleton variant="rounded" width={180} height={72} />
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" sx={{ flex: 1 }} height={72} />
            ))}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
