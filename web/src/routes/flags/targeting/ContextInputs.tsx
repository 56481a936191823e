import { Button, Chip, IconButton, Stack, TextField } from '@mui/material';
import { styled } from '@mui/material/styles';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { fontFamilyMono } from '../../../theme/themePrimitives';
import type { AttributeRow } from './evaluationContext';
import type { EvaluationContextState } from './useEvaluationContext';

const MONO = { fontFamily: fontFamilyMono, fontSize: 13 };

const Row = styled(Stack)({ alignItems: 'center' });
const KeyField = styled(TextField)({ flex: '0 0 36%' });
const ValueField = styled(TextField)({ flex: 1 });
const AddLine = styled(Stack)({ flexWrap: 'wrap', alignItems: 'center' });
const SuggestionChip = styled(Chip)(({ theme }) => ({ fontFamily: theme.typography.fontFamilyMono, fontSize: 12 }));

/** The context as a targetingKey and attribute rows, with quick-add chips for the rules' attributes. */
export function ContextRows({ ctx }: { ctx: EvaluationContextState }) {
  return (
    <Stack spacing={1}>
      <TextField
        label="targetingKey"
        value={ctx.targetingKey}
        onChange={(e) => ctx.setTargetingKey(e.target.value)}
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false, maxLength: 256, style: MONO } }}
        helperText="Who is asking: the key percentage splits hash"
      />
      {ctx.rows.map((r, i) => (
        <ContextRow key={i} row={r} index={i} ctx={ctx} />
      ))}
      <AddLine direction="row" spacing={0.75} useFlexGap>
        <Button size="small" startIcon={<AddRoundedIcon />} disabled={!ctx.canAddRow} onClick={() => ctx.addRow()}>
          Add attribute
        </Button>
        {ctx.offered.map((s) => (
          <SuggestionChip key={s} size="small" variant="outlined" label={`+ ${s}`} onClick={() => ctx.addRow(s)} />
        ))}
      </AddLine>
    </Stack>
  );
}

/** One attribute of the context: its name and its value (read as JSON when it looks like it). */
function ContextRow({ row, index: i, ctx }: { row: AttributeRow; index: number; ctx: EvaluationContextState }) {
  return (
    <Row direction="row" spacing={1}>
      <KeyField
        placeholder="attribute"
        value={row.key}
        onChange={(e) => ctx.setRow(i, { key: e.target.value })}
        slotProps={{ htmlInput: { 'aria-label': `Context attribute ${i + 1}`, spellCheck: false, maxLength: 128, style: MONO } }}
      />
      <ValueField
        placeholder="value"
        value={row.value}
        onChange={(e) => ctx.setRow(i, { value: e.target.value })}
        slotProps={{ htmlInput: { 'aria-label': `Context value ${i + 1}`, spellCheck: false, maxLength: 1024, style: MONO } }}
      />
      <IconButton size="small" aria-label={`Remove context attribute ${i + 1}`} onClick={() => ctx.removeRow(i)}>
        <CloseRoundedIcon fontSize="small" />
      </IconButton>
    </Row>
  );
}

/** The context as a JSON object. */
export function ContextJson({ ctx }: { ctx: EvaluationContextState }) {
  return (
    <TextField
      multiline
      minRows={5}
      maxRows={14}
      fullWidth
      value={ctx.json}
      onChange={(e) => ctx.setJson(e.target.value)}
      placeholder={'{\n  "targetingKey": "user-1",\n  "email": "ada@example.com"\n}'}
      error={!ctx.parsed.ok}
      helperText={ctx.parsed.ok ? 'Attributes are read as JSON values' : ctx.parsed.error}
      slotProps={{ htmlInput: { 'aria-label': 'Context JSON', spellCheck: false, style: MONO } }}
    />
  );
}
