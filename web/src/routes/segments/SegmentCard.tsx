import { Box, Card, CardContent, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import { describeCondition } from '@flagstream/domain';
import { CopyButton } from '../../components/CopyButton';
import { shortDate } from '../../lib/format';
import { KeyText } from '../flags/FlagBits';
import { SegmentCardMenu } from './SegmentCardMenu';
import type { SegmentRow } from './segmentModel';
import { conditionsPreview, matchesLabel, usageSummary } from './segmentModel';

const FullCard = styled(Card)({ height: '100%', display: 'flex', flexDirection: 'column' });
const Content = styled(CardContent)(({ theme }) => ({
  padding: theme.spacing(2.5),
  paddingBottom: '16px !important',
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
}));
const Head = styled(Stack)({ alignItems: 'flex-start' });
const IconTile = styled(Box)(({ theme }) => ({
  width: 40,
  height: 40,
  borderRadius: Number(theme.shape.borderRadius) * 2.5,
  display: 'grid',
  placeItems: 'center',
  backgroundColor: theme.palette.action.hover,
  color: theme.palette.primary.main,
  flexShrink: 0,
}));
const Names = styled(Box)({ minWidth: 0, flex: 1 });
const Name = styled(Typography)({ fontWeight: 700, lineHeight: 1.3 });
const KeyLine = styled(Stack)({ alignItems: 'center', minWidth: 0 });
const Description = styled(Typography)(({ theme }) => ({ marginTop: theme.spacing(1.5) }));
const Foot = styled(Stack)(({ theme }) => ({ marginTop: theme.spacing(2), alignItems: 'center', justifyContent: 'space-between' }));

/** One segment: name, key, its conditions in words, where it is used. */
export function SegmentCard({ segment, canManage, onEdit, onDelete }: { segment: SegmentRow; canManage: boolean; onEdit: () => void; onDelete: () => void }) {
  return (
    <FullCard data-testid={`segment-${segment.key}`}>
      <Content>
        <Head direction="row" spacing={1.5}>
          <IconTile>
            <GroupsRoundedIcon />
          </IconTile>
          <Names>
            <Name variant="subtitle1" noWrap title={segment.name}>
              {segment.name}
            </Name>
            <KeyLine direction="row" spacing={0.25}>
              <KeyText value={segment.key} />
              <CopyButton value={segment.key} label="Copy key" />
            </KeyLine>
          </Names>
          {canManage && <SegmentCardMenu name={segment.name} onEdit={onEdit} onDelete={onDelete} />}
        </Head>
        {segment.description && (
          <Description variant="body2" color="text.secondary">
            {segment.description}
          </Description>
        )}
        <ConditionsSummary conditions={segment.conditions} />
        <Foot direction="row" spacing={1}>
          <UsageChip segment={segment} />
          <Typography variant="caption" color="text.secondary">
            Updated {shortDate(segment.updatedAt)}
          </Typography>
        </Foot>
      </Content>
    </FullCard>
  );
}

const Summary = styled(Box)(({ theme }) => ({
  marginTop: theme.spacing(2),
  padding: theme.spacing(1.5),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  backgroundColor: theme.palette.action.hover,
  flex: 1,
}));
const Lines = styled(Stack)(({ theme }) => ({ marginTop: theme.spacing(0.5) }));
const ConditionText = styled(Typography)(({ theme }) => ({ fontFamily: theme.typography.fontFamilyMono, fontSize: 12.5, overflowWrap: 'anywhere' }));
const RawLogic = styled(Typography)(({ theme }) => ({ fontFamily: theme.typography.fontFamilyMono, fontSize: 12.5, marginTop: theme.spacing(0.5) }));
const Connective = styled('span')(({ theme }) => ({ color: theme.palette.text.secondary, fontWeight: 700, fontSize: 11, marginRight: theme.spacing(0.75) }));

/** The first conditions in words (AND/OR between them), or the JSON Logic as stored. */
function ConditionsSummary({ conditions }: { conditions: unknown }) {
  const { group, listed, more } = conditionsPreview(conditions);
  return (
    <Summary>
      <Typography variant="fieldLabel">{matchesLabel(group)}</Typography>
      {group ? (
        <Lines spacing={0.5}>
          {listed.map((c, i) => (
            <ConditionText key={i} variant="body2">
              {i > 0 && <Connective>{group.match === 'all' ? 'AND' : 'OR'}</Connective>}
              {describeCondition(c)}
            </ConditionText>
          ))}
          {more > 0 && (
            <Typography variant="caption" color="text.secondary">
              +{more} more
            </Typography>
          )}
        </Lines>
      ) : (
        <RawLogic variant="body2" noWrap title={JSON.stringify(conditions)}>
          {JSON.stringify(conditions)}
        </RawLogic>
      )}
    </Summary>
  );
}

/** An unused segment's chip is grey. */
const Usage = styled(Chip, { shouldForwardProp: (p) => p !== 'unused' })<{ unused: boolean }>(({ theme, unused }) => ({
  borderRadius: Number(theme.shape.borderRadius) * 1.5,
  fontWeight: 600,
  ...(unused ? { color: theme.palette.text.secondary } : {}),
}));

/** "Used by 2 flags", with where in its tooltip. */
function UsageChip({ segment }: { segment: SegmentRow }) {
  const usage = usageSummary(segment.usage);
  return (
    <Tooltip title={usage.detail}>
      <Usage
        size="small"
        icon={<FlagRoundedIcon />}
        label={usage.label}
        variant="outlined"
        color={usage.count > 0 ? 'primary' : 'default'}
        unused={usage.count === 0}
      />
    </Tooltip>
  );
}
