import { useState } from 'react';
import { Box, Card, CardHeader, Divider, MenuItem, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import CodeRoundedIcon from '@mui/icons-material/CodeRounded';
import type { FlagType, FlagValue } from '@flagstream/domain';
import { CopyButton } from '../../components/CopyButton';
import { flagSnippets } from './flagPageModel';

type SnippetTab = 'ofrep' | 'openfeature' | 'config';
const TAB_LABELS: Record<SnippetTab, string> = { ofrep: 'OFREP', openfeature: 'OpenFeature (JS)', config: 'Config' };

/** How code reads this flag: OFREP, the OpenFeature web SDK, or the public config. */
export function SnippetCard({
  flagKey,
  type,
  defaultValue,
  projectUuid,
  environments,
}: {
  flagKey: string;
  type: FlagType;
  defaultValue: FlagValue;
  projectUuid: string;
  environments: Array<{ id: string; uuid: string; name: string }>;
}) {
  const [tab, setTab] = useState<SnippetTab>('ofrep');
  const [envId, setEnvId] = useState(environments[0]?.id ?? '');
  const env = environments.find((e) => e.id === envId) ?? environments[0];
  const snippets = flagSnippets({
    origin: window.location.origin,
    key: flagKey,
    type,
    defaultValue,
    projectUuid,
    environmentUuid: env?.uuid ?? 'ENVIRONMENT_UUID',
  });
  const code = snippets[tab];
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ px: 2, pt: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Tabs value={tab} onChange={(_e, v: SnippetTab) => setTab(v)} variant="scrollable" allowScrollButtonsMobile>
          {(Object.keys(TAB_LABELS) as SnippetTab[]).map((t) => (
            <Tab key={t} value={t} label={TAB_LABELS[t]} />
          ))}
        </Tabs>
        {tab === 'config' && environments.length > 0 && (
          <TextField select size="small" label="Environment" value={env?.id ?? ''} onChange={(e) => setEnvId(e.target.value)} sx={{ minWidth: 180 }}>
            {environments.map((e) => (
              <MenuItem key={e.id} value={e.id}>
                {e.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <Box sx={{ position: 'relative', m: 2, mt: 1.5 }}>
        <Box
          component="pre"
          tabIndex={0}
          data-testid="flag-snippet"
          sx={(t) => ({
            m: 0,
            p: 2,
            pr: 6,
            borderRadius: 2,
            overflowX: 'auto',
            fontFamily: 'fontFamilyMono',
            fontSize: 12.5,
            lineHeight: 1.6,
            bgcolor: t.palette.mode === 'dark' ? 'grey.900' : '#0f172a',
            color: '#e2e8f0',
          })}
        >
          {code}
        </Box>
        <Box sx={{ position: 'absolute', top: 6, right: 6, color: '#e2e8f0' }}>
          <CopyButton value={code} label="Copy snippet" />
        </Box>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, pb: 2 }}>
        $FLAGSTREAM_API_KEY is an environment's API key (Environments page). It picks the environment OFREP evaluates in.
      </Typography>
    </Card>
  );
}
