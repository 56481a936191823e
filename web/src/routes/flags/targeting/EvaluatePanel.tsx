import { useMemo, useState } from 'react';
import { Alert, Box, Button, Chip, IconButton, Stack, TextField, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import ScienceRoundedIcon from '@mui/icons-material/ScienceRounded';
import type { FlagType } from '../../../apollo/generated/graphql';
import { FlagValueView } from '../FlagBits';
import { CONTEXT_LIMITS, contextFromRows, parseContextJson, rowsFromContext } from './evaluationContext';
import type { AttributeRow, EvaluationContextInput } from './evaluationContext';
import { variantColour } from './variantsModel';
import type { VariantOption } from './variantsModel';
import type { PreviewResult } from './preview';
import { fontFamilyMono } from '../../../theme/themePrimitives';

const REASONS: Record<string, { label: string; help: string; colour: 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'default' }> = {
  TARGETING_MATCH: { label: 'Targeting match', help: 'A rule matched this context', colour: 'primary' },
  SPLIT: { label: 'Split', help: 'A percentage split chose the variant for this key', colour: 'secondary' },
  DEFAULT: { label: 'Default', help: "No rule matched: the environment's value is served", colour: 'default' },
  STATIC: { label: 'Static', help: "No targeting: every context gets the environment's value", colour: 'default' },
  DISABLED: { label: 'Disabled', help: 'The flag is disabled in this environment', colour: 'warning' },
  ERROR: { label: 'Error', help: 'The document could not be evaluated', colour: 'error' },
};

/**
 * "Evaluate as": type a context (targetingKey + attributes, as rows or JSON) and see the value,
 * variant and reason the draft serves it, computed in the browser by flagd-core, the library every
 * flagd provider and the server use.
 */
export function EvaluatePanel({
  type,
  variants,
  suggestions,
  evaluate,
  unavailable,
}: {
  type: FlagType;
  variants: readonly VariantOption[];
  /** attribute names the rules use, offered as quick-add chips */
  suggestions: readonly string[];
  /** null while the draft cannot be evaluated (the context typed so far is kept) */
  evaluate: ((ctx: EvaluationContextInput) => PreviewResult) | null;
  /** why it cannot, shown in place of the result */
  unavailable?: string;
}) {
  const [mode, setMode] = useState<'rows' | 'json'>('rows');
  const [targetingKey, setTargetingKey] = useState('user-1');
  const [rows, setRows] = useState<AttributeRow[]>([]);
  const [json, setJson] = useState('');

  const parsed = useMemo(
    () => (mode === 'json' ? parseContextJson(json) : { ok: true as const, context: contextFromRows(targetingKey, rows) }),
    [mode, json, targetingKey, rows],
  );
  const result = useMemo(() => (parsed.ok && evaluate ? evaluate(parsed.context) : null), [parsed, evaluate]);

  const switchMode = (m: 'rows' | 'json') => {
    if (m === mode) return;
    if (m === 'json') setJson(JSON.stringify(contextFromRows(targetingKey, rows), null, 2));
    else if (parsed.ok) {
      const r = rowsFromContext(parsed.context);
      setTargetingKey(r.targetingKey);
      setRows(r.rows);
    }
    setMode(m);
  };
  const present = new Set(rows.map((r) => r.key.trim()));
  const offered = suggestions.filter((s) => s !== 'targetingKey' && !present.has(s)).slice(0, 6);

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden' }} component="section" aria-label="Evaluate as">
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.25, bgcolor: 'action.hover', borderBottom: 1, borderColor: 'divider' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ScienceRoundedIcon fontSize="small" color="primary" />
          <Typography variant="subtitle2" noWrap>
            Evaluate as
          </Typography>
        </Stack>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_e, m: 'rows' | 'json' | null) => {
            if (m) switchMode(m);
          }}
          aria-label="Context input"
          sx={{ '& .MuiToggleButton-root': { py: 0.25, px: 1.25, textTransform: 'none', fontSize: 12.5 } }}
        >
          <ToggleButton value="rows">Attributes</ToggleButton>
          <ToggleButton value="json">JSON</ToggleButton>
        </ToggleButtonGroup>
      </Stack>

      <Box sx={{ p: 2 }}>
        {mode === 'rows' ? (
          <Stack spacing={1}>
            <TextField
              label="targetingKey"
              value={targetingKey}
              onChange={(e) => setTargetingKey(e.target.value)}
              fullWidth
              slotProps={{ htmlInput: { spellCheck: false, maxLength: 256, style: { fontFamily: fontFamilyMono, fontSize: 13 } } }}
              helperText="Who is asking: the key percentage splits hash"
            />
            {rows.map((r, i) => (
              <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <TextField
                  placeholder="attribute"
                  value={r.key}
                  onChange={(e) => setRows((rs) => rs.map((x, j) => (j === i ? { ...x, key: e.target.value } : x)))}
                  sx={{ flex: '0 0 36%' }}
                  slotProps={{
                    htmlInput: {
                      'aria-label': `Context attribute ${i + 1}`,
                      spellCheck: false,
                      maxLength: 128,
                      style: { fontFamily: fontFamilyMono, fontSize: 13 },
                    },
                  }}
                />
                <TextField
                  placeholder="value"
                  value={r.value}
                  onChange={(e) => setRows((rs) => rs.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)))}
                  sx={{ flex: 1 }}
                  slotProps={{
                    htmlInput: {
                      'aria-label': `Context value ${i + 1}`,
                      spellCheck: false,
                      maxLength: 1024,
                      style: { fontFamily: fontFamilyMono, fontSize: 13 },
                    },
                  }}
                />
                <IconButton size="small" aria-label={`Remove context attribute ${i + 1}`} onClick={() => setRows((rs) => rs.filter((_x, j) => j !== i))}>
                  <CloseRoundedIcon fontSize="small" />
                </IconButton>
              </Stack>
            ))}
            <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Button
                size="small"
                startIcon={<AddRoundedIcon />}
                disabled={rows.length >= CONTEXT_LIMITS.attributes}
                onClick={() => setRows((rs) => [...rs, { key: '', value: '' }])}
              >
                Add attribute
              </Button>
              {offered.map((s) => (
                <Chip
                  key={s}
                  size="small"
                  variant="outlined"
                  label={`+ ${s}`}
                  onClick={() => setRows((rs) => [...rs, { key: s, value: '' }])}
                  sx={{ fontFamily: 'fontFamilyMono', fontSize: 12 }}
                />
              ))}
            </Stack>
          </Stack>
        ) : (
          <TextField
            multiline
            minRows={5}
            maxRows={14}
            fullWidth
            value={json}
            onChange={(e) => setJson(e.target.value)}
            placeholder={'{\n  "targetingKey": "user-1",\n  "email": "ada@example.com"\n}'}
            error={!parsed.ok}
            helperText={parsed.ok ? 'Attributes are read as JSON values' : parsed.error}
            slotProps={{ htmlInput: { 'aria-label': 'Context JSON', spellCheck: false, style: { fontFamily: fontFamilyMono, fontSize: 13 } } }}
          />
        )}
      </Box>

      <Box aria-live="polite" data-testid="evaluation-result" sx={{ px: 2, pb: 2 }}>
        {result && <ResultView result={result} type={type} variants={variants} />}
        {!evaluate && (
          <Alert severity="info" variant="outlined">
            {unavailable ?? 'The draft cannot be evaluated yet.'}
          </Alert>
        )}
      </Box>
    </Box>
  );
}

function ResultView({ result, type, variants }: { result: PreviewResult; type: FlagType; variants: readonly VariantOption[] }) {
  const reason = REASONS[result.reason] ?? { label: result.reason, help: '', colour: 'default' as const };
  if (result.reason === 'ERROR') {
    return (
      <Alert severity="error" variant="outlined">
        {result.errorMessage ?? 'The document could not be evaluated'}
      </Alert>
    );
  }
  const colour = result.variant ? variantColour(variants, result.variant) : undefined;
  return (
    <Box
      sx={(t) => ({
        borderRadius: 2,
        p: 1.75,
        bgcolor: colour ? alpha(colour, t.palette.mode === 'dark' ? 0.14 : 0.06) : 'action.hover',
        border: 1,
        borderColor: colour ? alpha(colour, 0.35) : 'divider',
      })}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0,1fr)', columnGap: 2, rowGap: 1, alignItems: 'baseline' }}>
        <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase' }}>
          Value
        </Typography>
        <Box data-testid="evaluation-value" sx={{ minWidth: 0 }}>
          <FlagValueView type={type} value={result.value} maxWidth="100%" />
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase' }}>
          Variant
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          {colour && <Box sx={{ width: 10, height: 10, borderRadius: 0.75, bgcolor: colour, flexShrink: 0 }} />}
          <Typography data-testid="evaluation-variant" variant="body2" sx={{ fontWeight: 700, fontFamily: 'fontFamilyMono' }}>
            {result.variant ?? '—'}
          </Typography>
        </Stack>
        <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase' }}>
          Reason
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
          <Tooltip title={reason.help}>
            <Chip
              data-testid="evaluation-reason"
              size="small"
              color={reason.colour}
              label={result.reason}
              sx={{ fontFamily: 'fontFamilyMono', fontWeight: 700, fontSize: 11.5, height: 22, borderRadius: 1.5 }}
            />
          </Tooltip>
          {result.matchedRule !== undefined && (
            <Typography variant="caption" color="text.secondary">
              Rule {result.matchedRule + 1} matched
            </Typography>
          )}
          {result.matchedRule === undefined && result.reason !== 'STATIC' && (
            <Typography variant="caption" color="text.secondary">
              {reason.help}
            </Typography>
          )}
        </Stack>
      </Box>
    </Box>
  );
}
