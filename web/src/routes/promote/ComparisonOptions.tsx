import { FormControlLabel, IconButton, MenuItem, Switch, Tooltip } from '@mui/material';
import SwapHorizRoundedIcon from '@mui/icons-material/SwapHorizRounded';
import type { usePromotePage } from './usePromotePage';
import { EnvironmentField, OptionsCard, OptionsLine, PairLine, Spacer, Switches } from './promoteParts';

type Page = ReturnType<typeof usePromotePage>;

function EnvironmentSelect({ label, value, envs, onChange }: { label: string; value: string; envs: Page['envs']; onChange: (id: string) => void }) {
  return (
    <EnvironmentField select label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {envs.map((e) => (
        <MenuItem key={e.id} value={e.id}>
          {e.name}
        </MenuItem>
      ))}
    </EnvironmentField>
  );
}

/** The two environments (swappable) and what to compare: values, targeting, identical flags too. */
export function ComparisonOptions({ envs, pair, options }: Pick<Page, 'envs' | 'pair' | 'options'>) {
  return (
    <OptionsCard>
      <OptionsLine direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <PairLine direction="row" spacing={1}>
          <EnvironmentSelect label="From" value={pair.from} envs={envs} onChange={pair.setFrom} />
          <Tooltip title="Swap">
            <IconButton aria-label="Swap environments" onClick={pair.swap}>
              <SwapHorizRoundedIcon />
            </IconButton>
          </Tooltip>
          <EnvironmentSelect label="To" value={pair.to} envs={envs} onChange={pair.setTo} />
        </PairLine>
        <Spacer />
        <Switches direction="row">
          <FormControlLabel control={<Switch checked={options.values} onChange={(e) => options.setValues(e.target.checked)} />} label="Values" />
          <FormControlLabel control={<Switch checked={options.targeting} onChange={(e) => options.setTargeting(e.target.checked)} />} label="Targeting" />
          <FormControlLabel control={<Switch checked={options.showAll} onChange={(e) => options.setShowAll(e.target.checked)} />} label="Show identical" />
        </Switches>
      </OptionsLine>
    </OptionsCard>
  );
}
