import { Card, CardHeader, Divider, MenuItem, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import CodeRoundedIcon from '@mui/icons-material/CodeRounded';
import type { FlagType, FlagValue } from '@flagstream/domain';
import { CopyButton } from '../../components/CopyButton';
import { SNIPPET_TABS, SNIPPET_TAB_LABELS, useFlagSnippet } from './useFlagSnippet';
import type { SnippetTab } from './useFlagSnippet';

const TabsBar = styled(Stack)(({ theme }) => ({
  padding: theme.spacing(1, 2, 0),
  justifyContent: 'space-between',
  [theme.breakpoints.up('sm')]: { alignItems: 'center' },
}));
const EnvironmentSelect = styled(TextField)({ minWidth: 180 });
const CodeFrame = styled('div')(({ theme }) => ({ position: 'relative', margin: theme.spacing(1.5, 2, 2) }));
/** The snippet: the monospace token on a dark panel in both modes. */
const Code = styled('pre')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(2, 6, 2, 2),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  overflowX: 'auto',
  fontFamily: theme.typography.fontFamilyMono,
  fontSize: 12.5,
  lineHeight: 1.6,
  backgroundColor: theme.palette.mode === 'dark' ? theme.palette.grey[900] : '#0f172a',
  color: '#e2e8f0',
}));
const CopyCorner = styled('div')({ position: 'absolute', top: 6, right: 6, color: '#e2e8f0' });
const KeyNote = styled(Typography)(({ theme }) => ({ display: 'block', padding: theme.spacing(0, 2, 2) }));

interface SnippetProps {
  flagKey: string;
  type: FlagType;
  defaultValue: FlagValue;
  projectUuid: string;
  environments: Array<{ id: string; uuid: string; name: string }>;
}

/** How code reads this flag: OFREP, the OpenFeature web SDK, or the public config. */
export function SnippetCard(props: SnippetProps) {
  const s = useFlagSnippet({ ...props, origin: window.location.origin });
  const { tab, env, environments, code } = s;
  return (
    <Card>
      <CardHeader
        avatar={<CodeRoundedIcon color="action" />}
        title={
          <Typography variant="h6" component="h2">
            Use it in code
          </Typography>
        }
        subheader="Evaluate this flag from any OpenFeature SDK, or read it from the config"
      />
      <Divider />
      <TabsBar direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Tabs value={tab} onChange={(_e, v: SnippetTab) => s.setTab(v)} variant="scrollable" allowScrollButtonsMobile>
          {SNIPPET_TABS.map((t) => (
            <Tab key={t} value={t} label={SNIPPET_TAB_LABELS[t]} />
          ))}
        </Tabs>
        {s.choosesEnvironment && (
          <EnvironmentSelect select size="small" label="Environment" value={env?.id ?? ''} onChange={(e) => s.setEnvId(e.target.value)}>
            {environments.map((e) => (
              <MenuItem key={e.id} value={e.id}>
                {e.name}
              </MenuItem>
            ))}
          </EnvironmentSelect>
        )}
      </TabsBar>
      <CodeFrame>
        <Code tabIndex={0} data-testid="flag-snippet">
          {code}
        </Code>
        <CopyCorner>
          <CopyButton value={code} label="Copy snippet" />
        </CopyCorner>
      </CodeFrame>
      <KeyNote variant="caption" color="text.secondary">
        $FLAGSTREAM_API_KEY is an environment's API key (Environments page). It picks the environment OFREP evaluates in.
      </KeyNote>
    </Card>
  );
}
