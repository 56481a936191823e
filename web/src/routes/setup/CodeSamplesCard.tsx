import { Alert, Button, Card, CardContent, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import CodeRoundedIcon from '@mui/icons-material/CodeRounded';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import { CodeBlock } from './CodeBlock';
import { SectionHeader } from './SetupParts';
import { SAMPLE_TABS } from './samples';
import type { SampleParams, SampleTab } from './samples';
import { useTryIt } from './useTryIt';
import { CenterRow, MonoChip, TabsBar } from './setupStyles';

const FILE_LABELS: Record<SampleTab, string> = { javascript: 'flagstream.js', react: 'useFlagstream.jsx', rest: 'terminal' };

const NOTES: Record<SampleTab, string> = {
  javascript: 'Works in the browser and in Node 18+: no SDK, no build step.',
  react: 'A hook that loads the configuration once per mount; the fetcher is a plain function you can reuse anywhere.',
  rest: 'Any HTTP client works: the endpoint is public and answers JSON.',
};

/** The public-config samples (JavaScript, React hook, REST with "Send Request"), filled in for the selection. */
export function CodeSamplesCard({
  tab,
  onTab,
  params,
  url,
  subheader,
}: {
  tab: SampleTab;
  onTab: (tab: SampleTab) => void;
  params: SampleParams;
  url: string;
  subheader: string;
}) {
  const sample = SAMPLE_TABS.find((t) => t.id === tab);
  return (
    <Card>
      <SectionHeader icon={<CodeRoundedIcon />} title="Code Samples" subheader={subheader} />
      <TabsBar>
        <Tabs value={tab} onChange={(_, v: SampleTab) => onTab(v)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label="Code samples">
          {SAMPLE_TABS.map((t) => (
            <Tab key={t.id} value={t.id} label={t.label} />
          ))}
        </Tabs>
      </TabsBar>
      <CardContent>
        {sample && (
          <Stack key={sample.id} spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {NOTES[sample.id]}
            </Typography>
            <CodeBlock code={sample.generate(params)} language={sample.language} label={FILE_LABELS[sample.id]} />
            {sample.id === 'rest' && <TryIt url={url} />}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** Sends the REST request from the browser and shows the answer. */
function TryIt({ url }: { url: string }) {
  const t = useTryIt(url);
  return (
    <Stack spacing={1.5}>
      <CenterRow direction="row" spacing={1.5}>
        <Button
          variant="outlined"
          size="small"
          onClick={t.send}
          disabled={t.pending}
          startIcon={t.pending ? <CircularProgress size={14} /> : <SendRoundedIcon />}
        >
          {t.pending ? 'Sending...' : 'Send Request'}
        </Button>
        {t.status !== undefined && <MonoChip size="small" label={`HTTP ${t.status}`} color={t.status < 300 ? 'success' : 'error'} variant="outlined" />}
      </CenterRow>
      {t.error && <Alert severity="error">{t.error}</Alert>}
      {t.body !== undefined && <CodeBlock code={t.body} language="json" label="response.json" maxHeight={360} />}
    </Stack>
  );
}
