import { Link as RouterLink } from 'react-router-dom';
import { Card, Grid, Typography } from '@mui/material';
import LayersRoundedIcon from '@mui/icons-material/LayersRounded';
import { SectionHeader } from './SetupParts';
import { ContentUnderHeader, Explainer, ManageButton, StepBox, StepHead, StepNumber, StepsGrid } from './setupStyles';

const STEPS = [
  { n: 1, title: 'Flag default', text: 'The value set on the flag itself: the lowest priority.' },
  { n: 2, title: 'Environment value', text: 'A custom value for one environment (see the Values Matrix).' },
  { n: 3, title: 'Override', text: 'Temporary values on top of an environment: the highest priority.' },
];

/** How an override's values apply on top of an environment's, and the value priority, lowest first. */
export function UsingOverridesCard() {
  return (
    <Card>
      <SectionHeader
        icon={<LayersRoundedIcon />}
        title="Using Overrides"
        subheader="Temporary environments with custom flag values, e.g. for a QA session or a demo."
      />
      <ContentUnderHeader>
        <Explainer variant="body2" color="text.secondary">
          Add <code>&amp;overrideUuid=…</code> to the configuration URL (or <code>overrideUuid</code> to the OpenFeature evaluation context) and the
          override&apos;s values replace those of its environment. Flags the override does not list keep their environment value. An inactive or expired
          override stops applying at once: the URL then serves the environment&apos;s configuration.
        </Explainer>
        <StepsGrid container spacing={2}>
          {STEPS.map((s) => (
            <Grid key={s.n} size={{ xs: 12, sm: 4 }}>
              <StepBox>
                <StepHead direction="row" spacing={1.25}>
                  <StepNumber variant="tile">{s.n}</StepNumber>
                  <Typography variant="subtitle2">{s.title}</Typography>
                </StepHead>
                <Typography variant="body2" color="text.secondary">
                  {s.text}
                </Typography>
              </StepBox>
            </Grid>
          ))}
        </StepsGrid>
        <ManageButton component={RouterLink} to="/overrides" variant="text">
          Manage Overrides
        </ManageButton>
      </ContentUnderHeader>
    </Card>
  );
}
