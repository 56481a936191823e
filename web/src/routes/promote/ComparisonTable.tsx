import { Button, Card, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import { COMPARE_COLUMNS, CompareRow } from './CompareRow';
import { comparisonTitle, differsIn, reviewLabel } from './promoteModel';
import type { Comparison, ComparedFlag, PromoteParts } from './promoteModel';
import { NothingDiffers, TableHead, TableTitle } from './promoteParts';

const ColumnHeads = styled('div')(({ theme }) => ({
  display: 'none',
  gridTemplateColumns: COMPARE_COLUMNS,
  columnGap: theme.spacing(2),
  padding: theme.spacing(1, 2.5),
  [theme.breakpoints.up('md')]: { display: 'grid' },
}));

/** The comparison: its headline and the Review button, column heads, one row per listed flag. */
export function ComparisonTable({
  comparison,
  rows,
  parts,
  picked,
  canPromote,
  pending,
  onToggle,
  onReview,
}: {
  comparison: Comparison;
  rows: ComparedFlag[];
  parts: PromoteParts;
  picked: string[];
  canPromote: boolean;
  pending: boolean;
  onToggle: (key: string) => void;
  onReview: () => void;
}) {
  return (
    <Card>
      <TableHead direction="row">
        <TableTitle variant="subtitle1">{comparisonTitle(comparison)}</TableTitle>
        {canPromote && (
          <Button variant="contained" endIcon={<ArrowForwardRoundedIcon />} disabled={picked.length === 0 || pending} onClick={onReview}>
            {reviewLabel(picked.length)}
          </Button>
        )}
      </TableHead>
      <ColumnHeads>
        <span />
        <Typography variant="label">Flag</Typography>
        <Typography variant="label">{comparison.from.name}</Typography>
        <span />
        <Typography variant="label">{comparison.to.name}</Typography>
      </ColumnHeads>
      {rows.length === 0 ? (
        <NothingDiffers>Nothing differs for what you chose to compare.</NothingDiffers>
      ) : (
        rows.map((f) => (
          <CompareRow
            key={f.key}
            flag={f}
            differs={differsIn(f, parts)}
            picked={picked.includes(f.key)}
            canPromote={canPromote}
            onToggle={() => onToggle(f.key)}
          />
        ))
      )}
    </Card>
  );
}
