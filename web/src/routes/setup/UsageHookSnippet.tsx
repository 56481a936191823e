import { AccordionDetails, AccordionSummary, Stack, Typography } from '@mui/material';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import { usageHookSnippet } from '@flagstream/domain';
import type { SdkSnippetParams } from '@flagstream/domain';
import { CodeBlock } from './CodeBlock';
import { CenterRow, HookAccordion } from './setupStyles';

/** Issue 20: the OpenFeature usage hook, so flags evaluated locally show up in Usage insights. */
export function UsageHookSnippet({ params }: { params: SdkSnippetParams }) {
  return (
    <HookAccordion disableGutters variant="outlined" data-testid="usage-hook-snippet">
      <AccordionSummary expandIcon={<ExpandMoreRoundedIcon />}>
        <CenterRow direction="row" spacing={1.25}>
          <InsightsRoundedIcon fontSize="small" color="primary" />
          <Stack>
            <Typography variant="subtitle2">Usage insights from SDKs that evaluate locally</Typography>
            <Typography variant="caption" color="text.secondary">
              An OpenFeature hook that counts evaluations and sends them to Flagstream in batches
            </Typography>
          </Stack>
        </CenterRow>
      </AccordionSummary>
      <AccordionDetails>
        <CodeBlock code={usageHookSnippet(params)} language="javascript" label="usage-hook.mjs" />
      </AccordionDetails>
    </HookAccordion>
  );
}
