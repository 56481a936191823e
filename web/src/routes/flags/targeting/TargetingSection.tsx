import { Alert, Box, Card, Stack } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { FlagValue, SegmentState } from '@flagstream/domain';
import type { FlagType } from '../../../apollo/generated/graphql';
import type { SegmentOption } from './conditionModel';
import { EvaluatePanel } from './EvaluatePanel';
import { NoTargeting } from './NoTargeting';
import { newDraft, switchTab, targetingPossible } from './targetingDraft';
import type { TargetingDraft } from './targetingDraft';
import { TargetingHeader } from './TargetingHeader';
import { JsonTab, RulesTab } from './TargetingRules';
import { useTargetingEditor } from './useTargetingEditor';

interface TargetingSectionProps {
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
}

/**
 * One environment's targeting in the Environment Values dialog: the rule list (or the raw flagd JSON),
 * the default serve, the variants, and an "Evaluate as" panel that runs the draft in the browser.
 */
export function TargetingSection(props: TargetingSectionProps) {
  const { draft, type, envValue, environmentName, disabled, onChange } = props;
  if (!draft) {
    return (
      <NoTargeting
        environmentName={environmentName}
        possible={targetingPossible(type, envValue)}
        disabled={disabled}
        onStart={(start) => onChange(newDraft(type, envValue, start))}
      />
    );
  }
  return <TargetingEditor {...props} draft={draft} />;
}

const EditorCard = styled(Card)({ overflow: 'visible' });
/** The editor beside the Evaluate panel from lg; the panel under it before. */
const Columns = styled(Box)(({ theme }) => ({
  padding: theme.spacing(1.25),
  display: 'grid',
  gap: theme.spacing(2.5),
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(2) },
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) 360px' },
}));
const Main = styled(Stack)({ minWidth: 0 });
/** The panel stays in view while the rules scroll (lg). */
const Side = styled(Box)(({ theme }) => ({ minWidth: 0, [theme.breakpoints.up('lg')]: { position: 'sticky', top: 8 } }));

function TargetingEditor(props: TargetingSectionProps & { draft: TargetingDraft }) {
  const { type, environmentName, envValue, enabled, draft, disabled, serverError, onChange } = props;
  const editor = useTargetingEditor(props);
  const tab = { ...props, editor };
  return (
    <EditorCard data-testid="targeting-editor">
      <TargetingHeader
        status={editor.status}
        tab={draft.tab}
        environmentName={environmentName}
        disabled={disabled}
        onTab={(t) => onChange(switchTab(draft, t, envValue))}
        onRemove={() => onChange(null)}
      />
      <Columns>
        <Main spacing={2}>
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
          {draft.tab === 'json' || !draft.model ? (
            <JsonTab {...tab} onStartOver={() => onChange(newDraft(type, envValue, 'rule'))} />
          ) : (
            <RulesTab {...tab} model={draft.model} />
          )}
        </Main>
        <Side>
          <EvaluatePanel type={type} variants={draft.variants} suggestions={editor.suggestions} evaluate={editor.evaluate} unavailable={editor.unavailable} />
        </Side>
      </Columns>
    </EditorCard>
  );
}
