import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, IconButton, Stack, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { errorDetail } from '../environments/feedback';
import { DiscardChangesDialog } from '../../components/DiscardChangesDialog';
import { OverrideDetailsFields } from './OverrideFormFields';
import { OverrideFlagValues } from './OverrideFlagValues';
import { submitLabel } from './overrideFormModel';
import { useOverrideForm } from './useOverrideForm';
import type { OverrideFormProps } from './useOverrideForm';

export type { OverrideFormResult } from './overrideFormModel';
export { servedWithout } from './overrideFormModel';

/** The form fills the dialog's paper so its content scrolls between the title and the actions. */
const FormColumn = styled('form')({ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 });

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
        <DialogTitle sx={{ pr: 6 }}>
          {mode === 'create' ? 'Create Override' : 'Edit Override'}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
            {mode === 'create'
              ? 'A temporal environment: custom flag values on top of an environment, served under its own UUID.'
              : 'Change the override\u2019s details, expiry and flag values.'}
          </Typography>
          <IconButton aria-label="Close" onClick={f.requestClose} disabled={pending} sx={{ position: 'absolute', right: 12, top: 12 }}>
            <CloseRoundedIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {f.validation && (
              <Alert severity="error" onClose={f.clearValidation}>
                {f.validation}
              </Alert>
            )}
            {Boolean(error) && !f.validation && (
              <Alert severity="error">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
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
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={f.requestClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {submitLabel(mode, pending)}
          </Button>
        </DialogActions>
      </FormColumn>
      <DiscardChangesDialog open={f.askDiscard} onKeep={f.keepEditing} onDiscard={f.discard} />
    </Dialog>
  );
}
