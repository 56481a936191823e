import { Card, Stack, Typography } from '@mui/material';
import type { AuditDiffQuery } from '../../apollo/generated/graphql';
import type { FieldChangeView } from './auditModel';
import { CHANGES, changeMeta, changeOf, countText, headlineText, shownFields, spanText } from './compareModel';
import type { Change } from './compareModel';
import { ChangeChip, ChangeItem, ChangeList, CountChip, FieldsIndent, Headline, NameRow, ResultHead, SameBox, SameIcon, Shrinkable } from './CompareParts';
import { FieldDiff } from './FieldDiff';
import { KindChip, KindDot } from './KindMarks';

type Diff = AuditDiffQuery['projectDiff'];

/** What changed between the two moments: the counts, then each entity with its fields before and after. */
export function CompareResult({ diff, counts, names }: { diff: Diff; counts: Record<Change, number>; names: Record<string, string> }) {
  return (
    <Card data-testid="compare-result">
      <ResultHead>
        <Shrinkable>
          <Headline>{headlineText(diff.changes.length)}</Headline>
          <Typography variant="body2" color="text.secondary">
            {spanText(diff.from, diff.to)}
          </Typography>
        </Shrinkable>
        <Stack direction="row" spacing={1}>
          {CHANGES.map((c) => (
            <CountChip key={c} size="small" color={changeMeta(c).color} variant={counts[c] ? 'filled' : 'outlined'} label={countText(c, counts[c])} />
          ))}
        </Stack>
      </ResultHead>
      {diff.changes.length === 0 ? (
        <SameBox spacing={1}>
          <SameIcon />
          <Typography>The project was the same at both moments.</Typography>
        </SameBox>
      ) : (
        <ChangeList aria-label="Changes">
          {diff.changes.map((c, i) => (
            <EntityChange key={`${c.kind}-${c.id}`} change={c} first={i === 0} names={names} />
          ))}
        </ChangeList>
      )}
    </Card>
  );
}

/** One entity: its dot, name, kind and change, then its fields. */
function EntityChange({ change: c, first, names }: { change: Diff['changes'][number]; first: boolean; names: Record<string, string> }) {
  const meta = changeMeta(c.change);
  return (
    <ChangeItem first={first} data-testid="compare-change">
      <NameRow direction="row" spacing={1.25} useFlexGap>
        <KindDot kind={c.kind} size={10} />
        <Typography variant="entityName" component="p">
          {c.name || c.id}
        </Typography>
        <KindChip kind={c.kind} />
        <ChangeChip size="small" label={meta.label} color={meta.color} />
      </NameRow>
      <FieldsIndent>
        <FieldDiff changes={shownFields(c.fields as FieldChangeView[])} mode={changeOf(c.change)} names={names} />
      </FieldsIndent>
    </ChangeItem>
  );
}
