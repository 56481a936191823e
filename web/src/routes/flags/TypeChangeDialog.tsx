import { Alert, Box, Button, Dialog, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { styled } from '@mui/material/styles';
import { defaultValueText } from '@flagstream/domain';
import { FLAG_TYPE_LABELS } from './FlagBits';
import type { TypeChoice } from './flagFormModel';
import type { FlagFormState } from './useFlagForm';
import { DialogFooter } from './flagListParts';

const Question = styled(DialogContentText)(({ theme }) => ({ marginBottom: theme.spacing(1.5) }));

const RemovalWarning = styled(Alert)(({ theme }) => ({ marginTop: theme.spacing(1.5) }));

/** Asked when the type changes: keep the value converted, or start from the new type's default (issue 17). */
export function TypeChangeDialog({ form: f }: { form: FlagFormState }) {
  const change = f.typeChange;
  const toLabel = change ? FLAG_TYPE_LABELS[change.to].toLowerCase() : '';
  return (
    <Dialog open={change !== null} onClose={f.cancelTypeChange} maxWidth="xs" fullWidth>
      <DialogTitle>Change the type to {change ? FLAG_TYPE_LABELS[change.to] : ''}?</DialogTitle>
      <DialogContent>
        <Question>What should the value become?</Question>
        <RadioGroup value={f.typeChoice} onChange={(e) => f.setTypeChoice(e.target.value as TypeChoice)}>
          <FormControlLabel
            value="convert"
            disabled={!change || change.converted === null}
            control={<Radio />}
            label={
              change && change.converted !== null ? (
                <>
                  Keep it, as <Box component="code">{JSON.stringify(change.converted)}</Box>
                </>
              ) : (
                `Keep it (it is not a ${toLabel})`
              )
            }
          />
          <FormControlLabel
            value="default"
            control={<Radio />}
            label={
              <>
                Start from <Box component="code">{change ? defaultValueText(change.to) || '""' : ''}</Box>
              </>
            }
          />
        </RadioGroup>
        {f.editing && (
          <RemovalWarning severity="warning">Environment and override values of this flag that are not a {toLabel} are removed when you save.</RemovalWarning>
        )}
      </DialogContent>
      <DialogFooter>
        <Button onClick={f.cancelTypeChange}>Keep {FLAG_TYPE_LABELS[f.fields.type]}</Button>
        <Button variant="contained" onClick={f.applyTypeChange}>
          Change type
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
