import { useMemo, useState } from 'react';
import { Alert, Box, Button, Card, Chip, Collapse, Stack, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import AltRouteRoundedIcon from '@mui/icons-material/AltRouteRounded';
import PercentRoundedIcon from '@mui/icons-material/PercentRounded';
import RuleRoundedIcon from '@mui/icons-material/RuleRounded';
import DeleteSweepRoundedIcon from '@mui/icons-material/DeleteSweepRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import { nextRuleId, rolloutShare, splitTotal, validateFlagdTargeting } from '@flagstream/domain';
import type { FlagValue, SegmentState, TargetingModel } from '@flagstream/domain';
import type { FlagType } from '../../../apollo/generated/graphql';
import { RuleList } from './RuleList';
import { Keyword } from './Keyword';
import { ServeEditor } from './ServeEditor';
import { VariantsEditor } from './VariantsEditor';
import { RawJsonEditor } from './RawJsonEditor';
import { EvaluatePanel } from './EvaluatePanel';
import type { SegmentOption } from './ConditionEditor';
import { issueMap } from './issues';
import { attributesUsed } from './evaluationContext';
import { createPreview } from './preview';
import { documentOf, draftIssues, newDraft, switchTab, targetingPossible } from './targetingDraft';
import type { TargetingDraft } from './targetingDraft';

/** Messages about empty fields wait for the first save attempt; everything else shows at once. */
const EMPTY_FIELD =
  /^(Enter an attribute|Enter a value|Enter at least one value|Enter some text|Choose a segment|Choose a variant|Add at least one condition)$/;

/**
 * One environment's targeting in the Environment Values dialog: the rule list (or the raw flagd JSON),
 * the default serve, the variants, and an "Evaluate as" panel that runs the draft in the browser.
 */
export function TargetingSection({
  flagKey,
  type,
  environmentName,
  envValue,
  enabled,
  draft,
  segments,
  segmentStates,
  disabled,
  showAllIssues,
  serverError,
  onChange,
}: {
  flagKey: string;
  type: FlagType;
  environmentName: string;
  /** the environment's value as edited above: the default variant's value */
  envValue: FlagValue;
  enabled: boolean;
  draft: TargetingDraft | null;
  segments: SegmentOption[];
  segmentStates: SegmentState[];
  disabled?: boolean;
  /** after a save attempt: show "empty field" issues too */
  showAllIssues: boolean;
  /** the server's answer to the last save of this environment's targeting, shown as it came */
  serverError?: string | null;
  onChange: (d: TargetingDraft | null) => void;
}) {
  if (!draft) {
    const possible = targetingPossible(type, envValue);
    return (
      <Box
        sx={(t) => ({
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 3,
          p: { xs: 2.5, sm: 3 },
          textAlign: 'center',
          bgcolor: alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.05 : 0.02),
        })}
      >
        <AltRouteRoundedIcon sx={{ fontSize: 34, color: 'primary.main', mb: 0.5 }} />
        <Typography sx={{ fontWeight: 700 }}>No targeting in {environmentName}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 520, mx: 'auto', mt: 0.5 }}>
          {possible
            ? "Everyone gets this environment's value. Roll a new value out to a share of users, or serve it to the users your rules match."
            : 'Targeting a JSON flag needs a JSON object value: set one above first.'}
        </Typography>
        {possible && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.25} sx={{ justifyContent: 'center', mt: 2.5 }}>
            <Button variant="contained" startIcon={<PercentRoundedIcon />} disabled={disabled} onClick={() => onChange(newDraft(type, envValue, 'rollout'))}>
              Percentage rollout
            </Button>
            <Button variant="outlined" startIcon={<RuleRoundedIcon />} disabled={disabled} onClick={() => onChange(newDraft(type, envValue, 'rule'))}>
              Add a rule
            </Button>
          </Stack>
        )}
      </Box>
    );
  }
  return (
    <TargetingEditor
      flagKey={flagKey}
      type={type}
      environmentName={environmentName}
      envValue={envValue}
      enabled={enabled}
      draft={draft}
      segments={segments}
      segmentStates={segmentStates}
      disabled={disabled}
      showAllIssues={showAllIssues}
      serverError={serverError}
      onChange={onChange}
    />
  );
}

function TargetingEditor({
  flagKey,
  type,
  environmentName,
  envValue,
  enabled,
  draft,
  segments,
  segmentStates,
  disabled,
  showAllIssues,
  serverError,
  onChange,
}: {
  flagKey: string;
  type: FlagType;
  environmentName: string;
  envValue: FlagValue;
  enabled: boolean;
  draft: TargetingDraft;
  segments: SegmentOption[];
  segmentStates: SegmentState[];
  disabled?: boolean;
  showAllIssues: boolean;
  serverError?: string | null;
  onChange: (d: TargetingDraft | null) => void;
}) {
  const [variantsOpen, setVariantsOpen] = useState(false);
  const segmentKeys = useMemo(() => segments.map((s) => s.ref), [segments]);
  const allIssues = useMemo(() => draftIssues(draft, type, segmentKeys), [draft, type, segmentKeys]);
  const issues = useMemo(() => issueMap(showAllIssues ? allIssues : allIssues.filter((i) => !EMPTY_FIELD.test(i.message))), [allIssues, showAllIssues]);

  // The document as it would be saved, checked by the domain's validator (the server's check).
  const doc = useMemo(() => documentOf(draft, envValue), [draft, envValue]);
  const validation = useMemo(() => {
    if (!doc.ok) return { ok: false as const, issues: [{ path: '', message: doc.error }] };
    try {
      return validateFlagdTargeting(doc.doc, { flagType: type, flagKey, segments: segmentStates });
    } catch (e) {
      // a browser that refuses the validator (e.g. a stricter CSP): the server still checks on save
      console.error('Targeting validation unavailable', e);
      return { ok: true as const, value: doc.doc };
    }
  }, [doc, type, flagKey, segmentStates]);

  const evaluate = useMemo(() => {
    if (!doc.ok || !validation.ok) return null;
    try {
      return createPreview({ flagKey, type, enabled, document: doc.doc, segments: segmentStates }, draft.tab === 'rules' ? draft.model : null);
    } catch {
      return null;
    }
  }, [doc, validation.ok, flagKey, type, enabled, segmentStates, draft.tab, draft.model]);

  const suggestions = useMemo(() => (doc.ok ? [...attributesUsed(doc.doc.targeting)] : []), [doc]);
  const setModel = (model: TargetingModel) => onChange({ ...draft, model });
  const model = draft.model;
  const d = model?.defaultServe;
  // the rollout share once the split adds up; "Rollout" while it does not
  const rollout = d?.kind === 'split' ? (splitTotal(d.split) === 100 ? `${rolloutShare(model!, draft.defaultVariant)}% rollout` : 'Rollout') : null;
  const rules = model ? `${model.rules.length} ${model.rules.length === 1 ? 'rule' : 'rules'}` : '';
  const status = !model ? 'Custom JSON Logic' : model.rules.length === 0 ? (rollout ?? 'Everyone') : rollout ? `${rules} · ${rollout}` : rules;

  return (
    <Card sx={{ overflow: 'visible' }} data-testid="targeting-editor">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2 }}
        sx={{
          px: { xs: 1.5, sm: 2 },
          pt: 1,
          bgcolor: 'action.hover',
          borderBottom: 1,
          borderColor: 'divider',
          alignItems: { sm: 'flex-end' },
          justifyContent: 'space-between',
          borderTopLeftRadius: 14,
          borderTopRightRadius: 14,
        }}
      >
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', pb: { sm: 1.25 }, pt: 0.5, minWidth: 0 }}>
          <AltRouteRoundedIcon fontSize="small" color="primary" />
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            Targeting
          </Typography>
          <Chip size="small" color="primary" variant="outlined" label={status} sx={{ height: 22, fontWeight: 600, borderRadius: 1.5 }} />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end', justifyContent: 'space-between' }}>
          <Tabs
            value={draft.tab}
            onChange={(_e, t: 'rules' | 'json') => onChange(switchTab(draft, t, envValue))}
            aria-label="Targeting editor"
            sx={{ minHeight: 40, '& .MuiTab-root': { minHeight: 40, textTransform: 'none', fontWeight: 600, px: 1.5, minWidth: 0 } }}
          >
            <Tab value="rules" label="Rules" />
            <Tab value="json" label="JSON" />
          </Tabs>
          <Tooltip title={`Back to the static value: everyone in ${environmentName} gets it`}>
            <span>
              <Button
                size="small"
                color="inherit"
                startIcon={<DeleteSweepRoundedIcon />}
                disabled={disabled}
                onClick={() => onChange(null)}
                sx={{ mb: 0.75, color: 'text.secondary', '&:hover': { color: 'error.main' } }}
              >
                Remove targeting
              </Button>
            </span>
          </Tooltip>
        </Stack>
      </Stack>

      <Box sx={{ p: { xs: 1.25, sm: 2 }, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 360px' }, alignItems: 'start' }}>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          {serverError && (
            <Alert severity="error" data-testid="targeting-server-error">
              {serverError}
            </Alert>
          )}
          {!enabled && (
            <Alert severity="warning" variant="outlined">
              The flag is disabled in {environmentName}: targeting applies once it is enabled.
            </Alert>
          )}
          {draft.tab === 'json' || !model ? (
            <>
              {draft.tab === 'rules' && !model && (
                <Alert severity="info" variant="outlined">
                  This targeting uses JSON Logic the rule editor cannot show. Edit it on the JSON tab, or start over with rules.
                  <Box sx={{ mt: 1 }}>
                    <Button size="small" variant="outlined" onClick={() => onChange(newDraft(type, envValue, 'rule'))}>
                      Start over with rules
                    </Button>
                  </Box>
                </Alert>
              )}
              {draft.tab === 'json' && (
                <RawJsonEditor
                  text={draft.json}
                  disabled={disabled}
                  issues={validation.ok ? [] : validation.issues}
                  note="The flagd flag definition of this environment: variants, defaultVariant (this environment's value) and targeting (JSON Logic). Segments are referenced as {&quot;$ref&quot;: &quot;segment_…&quot;}."
                  onChange={(json) => onChange({ ...draft, json })}
                />
              )}
            </>
          ) : (
            <>
              <Box>
                <Button
                  size="small"
                  color="inherit"
                  onClick={() => setVariantsOpen((o) => !o)}
                  aria-expanded={variantsOpen}
                  endIcon={<ExpandMoreRoundedIcon sx={{ transform: variantsOpen ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
                  sx={{ px: 0.5, fontWeight: 700 }}
                >
                  Variants ({draft.variants.length})
                </Button>
                <Collapse in={variantsOpen || [...issues.keys()].some((k) => k.startsWith('variants') || k === 'defaultVariant')}>
                  <Box sx={{ pt: 1 }}>
                    <VariantsEditor draft={draft} type={type} envValue={envValue} issues={issues} disabled={disabled} onChange={onChange} />
                  </Box>
                </Collapse>
              </Box>

              <Box>
                <Typography variant="overline" color="text.secondary" sx={{ display: 'block', lineHeight: 2 }}>
                  Rules · first match wins
                </Typography>
                <RuleList
                  rules={model.rules}
                  issues={issues}
                  variants={draft.variants}
                  type={type}
                  segments={segments}
                  disabled={disabled}
                  onChange={(rules) => setModel({ ...model, rules })}
                  onAdd={() =>
                    setModel({
                      ...model,
                      rules: [
                        ...model.rules,
                        {
                          id: nextRuleId(model.rules),
                          conditions: [{ operator: 'equals', attribute: '', values: [] }],
                          serve: { kind: 'variant', variant: draft.variants.find((v) => v.name !== draft.defaultVariant)?.name ?? draft.defaultVariant },
                        },
                      ],
                    })
                  }
                />
              </Box>

              <Box
                sx={(t) => ({
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 3.5,
                  p: { xs: 1.25, sm: 2 },
                  bgcolor: alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.06 : 0.025),
                })}
                data-testid="default-serve"
              >
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.25} sx={{ alignItems: 'flex-start' }}>
                  <Box sx={{ width: { sm: 96 }, flexShrink: 0, pt: 0.5 }}>
                    <Keyword>{model.rules.length ? 'OTHERWISE' : 'EVERYONE'}</Keyword>
                  </Box>
                  <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                      {model.rules.length ? 'Contexts no rule matches get' : 'Every context gets'}
                    </Typography>
                    <ServeEditor
                      serve={model.defaultServe}
                      path="defaultServe"
                      issues={issues}
                      variants={draft.variants}
                      type={type}
                      disabled={disabled}
                      label="Default"
                      onChange={(s) => setModel({ ...model, defaultServe: s })}
                    />
                  </Box>
                </Stack>
              </Box>
            </>
          )}
        </Stack>

        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 8 }, minWidth: 0 }}>
          <EvaluatePanel
            type={type}
            variants={draft.variants}
            suggestions={suggestions}
            evaluate={evaluate}
            unavailable={`Evaluates once the document is valid${validation.ok ? '' : `: ${validation.issues[0]?.message ?? ''}`}`}
          />
        </Box>
      </Box>
    </Card>
  );
}
