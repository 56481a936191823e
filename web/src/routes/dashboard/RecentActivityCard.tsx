import { memo } from 'react';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import { Link } from 'react-router-dom';
import { CardTitle } from './parts';
import { activityHref, activityMeta, dotColour, shownActivity } from './recentActivityModel';
import type { ActivityView } from './recentActivityModel';

// casts: styled() drops the `component` prop from these components' types
const ViewAll = styled(Button)({ flexShrink: 0 }) as typeof Button;
const CentredRow = styled(Stack)({ alignItems: 'center' });
const Grow = styled(Box)({ flex: 1 });
const NoneBox = styled(Stack)(({ theme }) => ({
  alignItems: 'center',
  paddingTop: theme.spacing(4),
  paddingBottom: theme.spacing(4),
  color: theme.palette.text.secondary,
}));
const NoneIcon = styled(HistoryRoundedIcon)({ fontSize: 36 });
const List = styled(Stack)({ listStyle: 'none', margin: 0, padding: 0 }) as typeof Stack;
/** An item of the list, a rule above all but the first. */
const Item = styled(Stack)(({ theme }) => ({
  alignItems: 'flex-start',
  paddingTop: theme.spacing(1.5),
  paddingBottom: theme.spacing(1.5),
  borderTop: '1px solid',
  '&:first-of-type': { borderTopWidth: 0 },
  borderColor: theme.palette.divider,
})) as typeof Stack;
/** The type's colour, ringed on the paper. */
const Dot = styled(Box, { shouldForwardProp: (p) => p !== 'hue' })<{ hue: string }>(({ theme, hue }) => ({
  width: 10,
  height: 10,
  borderRadius: '50%',
  backgroundColor: hue,
  marginTop: theme.spacing(0.75),
  flexShrink: 0,
  boxShadow: `0 0 0 3px ${theme.palette.background.paper}, 0 0 0 4px ${hue}33`,
}));
const ItemText = styled(Box)({ minWidth: 0, flex: 1 });
const Description = styled(Typography)({
  display: 'block',
  fontWeight: 500,
  overflowWrap: 'anywhere',
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
}) as typeof Typography;

export type { ActivityView } from './recentActivityModel';

/** Recent Activity (spec §2): the first 3 items, each with a coloured dot, a description and a relative time. */
export const RecentActivityCard = memo(function RecentActivityCard({
  items,
  loading,
  error,
  onRetry,
}: {
  items: ActivityView[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}) {
  const shown = shownActivity(items);
  const viewAll = (
    <ViewAll component={Link} to="/audit" size="small" endIcon={<ChevronRightRoundedIcon />}>
      View all
    </ViewAll>
  );
  return (
    <Card variant="panel">
      <CardContent>
        <CardTitle title="Recent Activity" subtitle="Latest changes in this project" action={viewAll} />
        {loading ? (
          <ActivitySkeleton />
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
          <NoneBox spacing={1}>
            <NoneIcon />
            <Typography variant="body2">No recent activity</Typography>
          </NoneBox>
        ) : (
          <List component="ul">
            {shown.map((a) => (
              <ActivityItem key={a.id} a={a} />
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
});

function ActivitySkeleton() {
  return (
    <Stack spacing={2} aria-busy>
      <Typography variant="body2" color="textSecondary">
        Loading recent activity...
      </Typography>
      {[0, 1, 2].map((i) => (
        <CentredRow key={i} direction="row" spacing={1.5}>
          <Skeleton variant="circular" width={10} height={10} />
          <Grow>
            <Skeleton width="70%" />
            <Skeleton width="25%" />
          </Grow>
        </CentredRow>
      ))}
    </Stack>
  );
}

/** One change: its dot, its description (opening it in the Audit Log, expanded), when and who. */
function ActivityItem({ a }: { a: ActivityView }) {
  return (
    <Item component="li" direction="row" spacing={1.75}>
      <Dot data-activity-type={a.type} hue={dotColour(a.type)} />
      <ItemText>
        <Description component={Link} to={activityHref(a)} variant="body2">
          {a.description}
        </Description>
        <Typography variant="caption" color="textSecondary">
          {activityMeta(a)}
        </Typography>
      </ItemText>
    </Item>
  );
}
