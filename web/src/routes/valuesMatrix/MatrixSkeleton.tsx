import { Card, Skeleton, Stack } from '@mui/material';
import { styled } from '@mui/material/styles';

const Root = styled(Card)(({ theme }) => ({ padding: theme.spacing(2) }));
const Column = styled(Skeleton)({ flex: 1 });

/** The matrix while it loads. */
export function MatrixSkeleton() {
  return (
    <Root aria-busy="true" aria-label="Loading values matrix">
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={2}>
          <Skeleton variant="text" width={180} height={28} />
          {[0, 1, 2].map((i) => (
            <Column key={i} variant="text" height={28} />
          ))}
        </Stack>
        {[0, 1, 2, 3, 4].map((r) => (
          <Stack key={r} direction="row" spacing={2}>
            <Skeleton variant="rounded" width={180} height={72} />
            {[0, 1, 2].map((i) => (
              <Column key={i} variant="rounded" height={72} />
            ))}
          </Stack>
        ))}
      </Stack>
    </Root>
  );
}
