import { Card, Skeleton, Stack } from '@mui/material';
import { styled } from '@mui/material/styles';

const HeadBar = styled('div')(({ theme }) => ({ padding: theme.spacing(1.5, 2) }));

const RowBar = styled(Stack)(({ theme }) => ({ padding: theme.spacing(2), borderTop: '1px solid', borderColor: theme.palette.divider, alignItems: 'center' }));

const NameBlock = styled('div')({ flex: 2 });

const CellLine = styled(Skeleton)({ flex: 1 });

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
      <HeadBar>
        <Skeleton width="40%" />
      </HeadBar>
      {[0, 1, 2, 3, 4].map((i) => (
        <RowBar key={i} direction="row" spacing={3}>
          <NameBlock>
            <Skeleton width="60%" />
            <Skeleton width="85%" height={14} />
          </NameBlock>
          <Skeleton variant="rounded" width={64} height={22} />
          {[0, 1, 2].map((j) => (
            <CellLine key={j} />
          ))}
          <Skeleton width={90} />
        </RowBar>
      ))}
    </Card>
  );
}
