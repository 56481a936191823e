import { Alert, Box, Button, Dialog, DialogContent, Divider, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { errorDetail } from '../environments/feedback';
import { DiscardChangesDialog } from '../../components/DiscardChangesDialog';
import { OverrideDetailsFields } from './OverrideFormFields';
import { OverrideFlagValues } from './OverrideFlagValues';
import { submitLabel } from './overrideFormModel';
import { useOverrideForm } from './useOverrideForm';
import type { OverrideFormProps } from './useOverrideForm';
import { CloseButton, FormActions, FormBody, FormColumn, FormSubtitle, FormTitle } from './formParts';

export type { OverrideFormResult } from './overrideFormModel';
export { servedWithout } from './overrideFormModel';

/**
 * Create / edit an override (spec §5): name and environment required, the environment must
 * exist, at least one flag toggled on (also on edit). Values start from what the chosen
 * environment serves and are checked strictly (issue 17: decimals kept, invalid JSON refused).
 */
export function OverrideFormDialog(props: OverrideFormProps & { error: unknown; errorTitle: string }) {
  const { open, mode, pending, error, errorTitle } = props;
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const f = useOverrideForm(props);
  const detail = error ? errorDetail(error) : undefined;

  return (
    <Dialog open={open} onClose={f.requestClose} maxWidth="md" fullWidth fullScreen={fullScreen} scroll="paper">
      <FormColumn onSubmit={f.submit} noValidate>
        <FormTitle>
          {mode === 'create' ? 'Create Override' : 'Edit Override'}
          <FormSubtitle variant="body2" color="text.secondary">
            {mode === 'create'
              ? 'A temporal environment: custom flag values on top of an environment, served under its own UUID.'
              : 'Change the override\u2019s details, expiry and flag values.'}
          </FormSubtitle>
          <CloseButton aria-label="Close" onClick={f.requestClose} disabled={pending}>
            <CloseRoundedIcon />
          </CloseButton>
        </FormTitle>
        <DialogContent dividers>
          <FormBody spacing={2.5}>
            {f.validation && (
              <Alert severity="error" onClose={f.clearValidation}>
                {f.validation}
              </Alert>
            )}
            {Boolean(error) && !f.validation && (
              <Alert severity="error">
                <Typography variant="optionTitle" component="p">
                  {errorTitle}
                </Typography>
                {detail && detail !== errorTitle && <Typography variant="body2">{detail}</Typography>}
              </Alert>
            )}
            <OverrideDetailsFields form={f} {...props} />
            <Divider />
            <Box>
              <OverrideFlagValues form={f} flags={props.flags} pending={pending} onClose={props.onClose} />
            </Box>
          </FormBody>
        </DialogContent>
        <FormActions>
          <Button onClick={f.requestClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {submitLabel(mode, pending)}
          </Button>
        </FormActions>
      </FormColumn>
      <DiscardChangesDialog open={f.askDiscard} onKeep={f.keepEditing} onDiscard={f.discard} />
    </Dialog>
  );
}
