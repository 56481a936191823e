import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import type { FlagType } from '@flagstream/domain';
import { ValueEditor } from '../../components/ValueEditor';
import { FlagValueView } from '../flags/FlagBits';
import type { FlagPageChanges } from './useFlagPageChanges';

/** The flag's default value, edited in place. */
export function DefaultValueCard({
  type,
  value,
  canEdit,
  editor,
}: {
  type: FlagType;
  value: unknown;
  canEdit: boolean;
  editor: FlagPageChanges['defaultValue'];
}) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
              Default value
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Served where an environment has no value of its own
            </Typography>
            {editor.text === null ? (
              <FlagValueView type={type} value={value} maxWidth="100%" />
            ) : (
              <Stack spacing={1.5}>
                <ValueEditor type={type} text={editor.text} onChange={editor.change} size="small" autoFocus label="Default value" />
                <Stack direction="row" spacing={1}>
                  <Button variant="contained" size="small" onClick={editor.save} disabled={!editor.valid}>
                    Save
                  </Button>
                  <Button size="small" onClick={editor.cancel}>
                    Cancel
                  </Button>
                </Stack>
              </Stack>
            )}
          </Box>
          {canEdit && editor.text === null && (
            <Button size="small" startIcon={<EditRoundedIcon />} onClick={editor.edit}>
              Edit
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
