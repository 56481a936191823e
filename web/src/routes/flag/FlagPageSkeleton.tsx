import { Box, Grid, Skeleton } from '@mui/material';
import { styled } from '@mui/material/styles';

const CardsGrid = styled(Grid)(({ theme }) => ({ marginTop: theme.spacing(2) }));

/** The flag page while it loads. */
export function FlagPageSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading flag">
      <Skeleton width={180} />
      <Skeleton width="40%" height={48} />
      <Skeleton width="25%" />
      <CardsGrid container spacing={2.5}>
        {[0, 1, 2, 3].map((i) => (
          <Grid key={i} size={{ xs: 12, md: 6 }}>
            <Skeleton variant="rounded" height={220} />
          </Grid>
        ))}
      </CardsGrid>
    </Box>
  );
}
