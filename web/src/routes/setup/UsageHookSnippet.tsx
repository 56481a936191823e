import { Accordion, AccordionDetails, AccordionSummary, Stack, Typography } from '@mui/material';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import { usageHookSnippet } from '@flagstream/domain';
import type { SdkSnippetParams } from '@flagstream/domain';
import { CodeBlock } from './CodeBlock';

/** Issue 20: the OpenFeature usage hook, so flags evaluated locally show up in Usage insights. */
export function UsageHookSnippet({ params }: { params: SdkSnippetParams }) {
  return (
    <Accordion disableGutters variant="outlined" sx={{ borderRadius: 2, '&::before': { display: 'none' } }} data-testid="usage-hook-snippet">
      <AccordionSummary expandIcon={<ExpandMoreRoundedIcon />}>
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
          <InsightsRoundedIcon fontSize="small" color="primary" />
          <Stack>
            <Typography variant="subtitle2">Usage insights from SDKs that evaluate locally</Typography>
            <Typography variant="caption" color="text.secondary">
              An OpenFeature hook that counts evaluations and sends them to Flagstream in batches
            </Typography>
          </Stack>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <CodeBlock code={usageHookSnippet(params)} language="javascript" label="usage-hook.mjs" />
      </AccordionDetails>
    </Accordion>
  );
}
