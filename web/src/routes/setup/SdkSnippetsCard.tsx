import { Alert, Card, CardContent, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import HubRoundedIcon from '@mui/icons-material/HubRounded';
import { CLIENT_KEY_PLACEHOLDER, SDK_SNIPPETS, SERVER_KEY_PLACEHOLDER } from '@flagstream/domain';
import type { SdkSnippet, SdkSnippetId, SdkSnippetParams } from '@flagstream/domain';
import { CodeBlock } from './CodeBlock';
import { SectionHeader } from './SetupParts';
import { UsageHookSnippet } from './UsageHookSnippet';
import { Summary, SummaryRow, TabsBar } from './setupStyles';

/**
 * The OpenFeature SDK snippets (texts from @flagstream/domain, run by the tests), filled with this
 * environment's uuid and keys. The client key goes in browser and mobile apps; the server key only
 * on servers, and only members who may manage environments see it (others get a placeholder).
 */
export function SdkSnippetsCard({
  tab,
  onTab,
  snippet,
  params,
}: {
  tab: SdkSnippetId;
  onTab: (tab: SdkSnippetId) => void;
  snippet: SdkSnippet;
  params: SdkSnippetParams;
}) {
  const usesServer = snippet.keys.includes('server');
  const usesClient = snippet.keys.includes('client');
  return (
    <Card>
      <SectionHeader
        icon={<HubRoundedIcon />}
        title="OpenFeature SDKs"
        subheader={`Evaluate flags per user with the official OpenFeature SDKs (OFREP): filled in for ${params.environmentName ?? 'this environment'}.`}
      />
      <TabsBar>
        <Tabs
          value={tab}
          onChange={(_, v: SdkSnippetId) => onTab(v)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="OpenFeature SDKs"
        >
          {SDK_SNIPPETS.map((s) => (
            <Tab key={s.id} value={s.id} label={s.label} />
          ))}
        </Tabs>
      </TabsBar>
      <CardContent>
        <Stack spacing={2}>
          <SummaryRow direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Summary variant="body2" color="text.secondary">
              {snippet.summary}
            </Summary>
            <Stack direction="row" spacing={1}>
              {usesClient && <Chip size="small" color="success" variant="outlined" label="Client key" />}
              {usesServer && <Chip size="small" color="warning" variant="outlined" label="Server key" />}
            </Stack>
          </SummaryRow>
          <KeyNotes usesClient={usesClient} usesServer={usesServer} params={params} />
          <CodeBlock code={snippet.code(params)} language={snippet.language} label={snippet.fileName} />
          <UsageHookSnippet params={params} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Which key the snippet needs and where it may go; a placeholder when the key is missing or not visible. */
function KeyNotes({ usesClient, usesServer, params }: { usesClient: boolean; usesServer: boolean; params: SdkSnippetParams }) {
  return (
    <>
      {usesClient &&
        (params.clientKey ? (
          <Typography variant="caption" color="text.secondary">
            The client key evaluates flags and never reads rules: it is safe to ship in a browser or mobile app.
          </Typography>
        ) : (
          <Alert severity="warning">
            This environment has no client key yet (it was created before client keys): create one on the Environments screen, then replace{' '}
            <code>{CLIENT_KEY_PLACEHOLDER}</code>.
          </Alert>
        ))}
      {usesServer &&
        (params.serverKey ? (
          <Typography variant="caption" color="text.secondary">
            The server key also reads the rules (the flagd document): keep it on your servers, never in an app people can open.
          </Typography>
        ) : (
          <Alert severity="info">
            Replace <code>{SERVER_KEY_PLACEHOLDER}</code> with the environment&apos;s server key: only members who can manage environments can see it.
          </Alert>
        ))}
    </>
  );
}
