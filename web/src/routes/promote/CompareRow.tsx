import { Chip, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { graphql } from '../../apollo/generated';
import { useFragment } from '../../apollo/generated/fragment-masking';
import type { FragmentType } from '../../apollo/generated/fragment-masking';
import { showValue } from './promoteModel';
import { Cell, KeyLine, Marks, PickBox, RowArrow, ValueCode } from './promoteParts';

/** What a row shows of a compared flag; the comparison query spreads it. */
export const COMPARE_ROW_FRAGMENT = graphql(`
  fragment CompareRow_flag on FlagComparison {
    key name
    from { custom effective targeting }
    to { custom effective targeting }
    differs { value enabled targeting }
  }
`);

/** The comparison's columns: tick, flag, from, arrow, to (one line per flag on a desktop). */
export const COMPARE_COLUMNS = '48px minmax(0, 1.2fr) minmax(0, 1fr) 32px minmax(0, 1fr)';

const Row = styled('div')(({ theme }) => ({
  display: 'grid',
  // on a phone the flag takes the first line, its two sides the second
  gridTemplateColumns: '40px minmax(0, 1fr) 24px minmax(0, 1fr)',
  gridTemplateAreas: '"check name name name" ". from arrow to"',
  columnGap: theme.spacing(2),
  rowGap: theme.spacing(1),
  alignItems: 'center',
  padding: theme.spacing(1.25, 2.5),
  borderTop: `1px solid ${theme.palette.divider}`,
  [theme.breakpoints.up('md')]: { gridTemplateColumns: COMPARE_COLUMNS, gridTemplateAreas: '"check name from arrow to"' },
}));

type Side = { custom: unknown; effective: unknown; targeting: unknown };

/** One environment's side: the value it serves, off, "default" without an own value, "targeting" with rules. */
function SideCell({ side, changed, area }: { side: Side; changed: boolean; area: string }) {
  const eff = side.effective as { value: unknown; enabled: boolean };
  return (
    <Cell area={area}>
      <ValueCode variant="code" noWrap strong={changed}>
        {showValue(eff.value)}
      </ValueCode>
      <Marks direction="row" spacing={0.5}>
        {!eff.enabled && <Chip size="small" label="off" />}
        {side.custom ? null : <Chip size="small" variant="outlined" label="default" />}
        {side.targeting ? <Chip size="small" color="secondary" variant="outlined" label="targeting" /> : null}
      </Marks>
    </Cell>
  );
}

/** A flag in both environments, with the tick that includes it in the promotion. */
export function CompareRow({
  flag,
  differs,
  picked,
  canPromote,
  onToggle,
}: {
  flag: FragmentType<typeof COMPARE_ROW_FRAGMENT>;
  /** differs in what is compared (values, targeting or both) */
  differs: boolean;
  picked: boolean;
  canPromote: boolean;
  onToggle: () => void;
}) {
  const f = useFragment(COMPARE_ROW_FRAGMENT, flag);
  return (
    <Row data-testid="compare-row" data-key={f.key}>
      <PickBox disabled={!differs || !canPromote} checked={picked} onChange={onToggle} slotProps={{ input: { 'aria-label': `Promote ${f.key}` } }} />
      <Cell area="name">
        <Typography variant="name" noWrap>
          {f.name}
        </Typography>
        <KeyLine direction="row" spacing={0.5}>
          <Typography variant="codeCaption" color="text.secondary">
            {f.key}
          </Typography>
          {f.differs.value && <Chip size="small" color="warning" variant="outlined" label="value" />}
          {f.differs.enabled && !f.differs.value && <Chip size="small" color="warning" variant="outlined" label="on/off" />}
          {f.differs.targeting && <Chip size="small" color="warning" variant="outlined" label="targeting" />}
        </KeyLine>
      </Cell>
      <SideCell area="from" side={f.from} changed={differs} />
      <RowArrow fontSize="small" />
      <SideCell area="to" side={f.to} changed={differs} />
    </Row>
  );
}
