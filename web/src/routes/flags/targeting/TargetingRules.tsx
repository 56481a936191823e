import { Alert, Box, Button, Collapse, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import type { FlagValue, TargetingModel } from '@flagstream/domain';
import type { FlagType } from '../../../apollo/generated/graphql';
import type { SegmentOption } from './conditionModel';
import { ServeRow } from './KeywordRows';
import { RawJsonEditor } from './RawJsonEditor';
import { RuleList } from './RuleList';
import { ServeEditor } from './ServeEditor';
import type { TargetingDraft } from './targetingDraft';
import type { TargetingEditorState } from './useTargetingEditor';
import { VariantsEditor } from './VariantsEditor';

export interface TargetingTabProps {
  editor: TargetingEditorState;
  draft: TargetingDraft;
  type: FlagType;
  envValue: FlagValue;
  segments: SegmentOption[];
  disabled?: boolean;
  onChange: (d: TargetingDraft | null) => void;
}

/** The Rules tab: the variants (folded), the rules and what everyone else gets. */
export function RulesTab(props: TargetingTabProps & { model: TargetingModel }) {
  const { editor, draft, type, segments, disabled, model } = props;
  return (
    <>
      <VariantsDisclosure {...props} />
      <Box>
        <RulesTitle variant="overline" color="text.secondary">
          Rules · first match wins
        </RulesTitle>
        <RuleList
          rules={model.rules}
          issues={editor.issues}
          variants={draft.variants}
          type={type}
          segments={segments}
          disabled={disabled}
          onChange={(rules) => editor.setModel({ ...model, rules })}
          onAdd={editor.addRule}
        />
      </Box>
      <DefaultServe {...props} />
    </>
  );
}

const RulesTitle = styled(Typography)({ display: 'block', lineHeight: 2 });
const VariantsToggle = styled(Button)(({ theme }) => ({ paddingLeft: theme.spacing(0.5), paddingRight: theme.spacing(0.5), fontWeight: 700 }));
const ExpandIcon = styled(ExpandMoreRoundedIcon, { shouldForwardProp: (p) => p !== 'open' })<{ open: boolean }>(({ open }) => ({
  transform: open ? 'rotate(180deg)' : 'none',
  transition: 'transform 150ms',
}));
const Folded = styled(Box)(({ theme }) => ({ paddingTop: theme.spacing(1) }));

/** "Variants (n)": folded until asked for, or while a variant has an issue. */
function VariantsDisclosure({ editor, draft, type, envValue, disabled, onChange }: TargetingTabProps) {
  return (
    <Box>
      <VariantsToggle
        size="small"
        color="inherit"
        onClick={editor.toggleVariants}
        aria-expanded={editor.variantsOpen}
        endIcon={<ExpandIcon open={editor.variantsOpen} />}
      >
        Variants ({draft.variants.length})
      </VariantsToggle>
      <Collapse in={editor.variantsShown}>
        <Folded>
          <VariantsEditor draft={draft} type={type} envValue={envValue} issues={editor.issues} disabled={disabled} onChange={onChange} />
        </Folded>
      </Collapse>
    </Box>
  );
}

const DefaultBox = styled(Box)(({ theme }) => ({
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: Number(theme.shape.borderRadius) * 3.5,
  padding: theme.spacing(1.25),
  backgroundColor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.06 : 0.025),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(2) },
}));
const DefaultText = styled(Typography)(({ theme }) => ({ marginBottom: theme.spacing(1) }));

/** OTHERWISE (or EVERYONE, without rules): what contexts no rule matches get. */
function DefaultServe({ editor, draft, type, disabled, model }: TargetingTabProps & { model: TargetingModel }) {
  const hasRules = model.rules.length > 0;
  return (
    <DefaultBox data-testid="default-serve">
      <ServeRow keyword={hasRules ? 'OTHERWISE' : 'EVERYONE'}>
        <DefaultText variant="body2" color="text.secondary">
          {hasRules ? 'Contexts no rule matches get' : 'Every context gets'}
        </DefaultText>
        <ServeEditor
          serve={model.defaultServe}
          path="defaultServe"
          issues={editor.issues}
          variants={draft.variants}
          type={type}
          disabled={disabled}
          label="Default"
          onChange={(s) => editor.setModel({ ...model, defaultServe: s })}
        />
      </ServeRow>
    </DefaultBox>
  );
}

const StartOver = styled(Box)(({ theme }) => ({ marginTop: theme.spacing(1) }));

/** The JSON tab (the flagd definition as text), or the Rules tab of a document the rules cannot show. */
export function JsonTab({ editor, draft, onChange, disabled, onStartOver }: TargetingTabProps & { onStartOver: () => void }) {
  if (draft.tab === 'rules') {
    return (
      <Alert severity="info" variant="outlined">
        This targeting uses JSON Logic the rule editor cannot show. Edit it on the JSON tab, or start over with rules.
        <StartOver>
          <Button size="small" variant="outlined" onClick={onStartOver}>
            Start over with rules
          </Button>
        </StartOver>
      </Alert>
    );
  }
  return (
    <RawJsonEditor
      text={draft.json}
      disabled={disabled}
      issues={editor.jsonIssues}
      note="The flagd flag definition of this environment: variants, defaultVariant (this environment's value) and targeting (JSON Logic). Segments are referenced as {&quot;$ref&quot;: &quot;segment_…&quot;}."
      onChange={(json) => onChange({ ...draft, json })}
    />
  );
}
