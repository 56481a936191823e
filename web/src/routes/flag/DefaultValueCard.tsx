import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import type { FlagType } from '@flagstream/domain';
import { ValueEditor } from '../../components/ValueEditor';
import { FlagValueView } from '../flags/FlagBits';
import { Grow, TopRow } from './flagParts';
import type { FlagPageChanges } from './useFlagPageChanges';

const FullHeightCard = styled(Card)({ height: '100%' });
const Explanation = styled(Typography)(({ theme }) => ({ marginBottom: theme.spacing(1) }));

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
    <FullHeightCard>
      <CardContent>
        <TopRow direction="row" spacing={1}>
          <Grow>
            <Typography variant="cardHeading">Default value</Typography>
            <Explanation variant="body2" color="text.secondary">
              Served where an environment has no value of its own
            </Explanation>
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
          </Grow>
          {canEdit && editor.text === null && (
            <Button size="small" startIcon={<EditRoundedIcon />} onClick={editor.edit}>
              Edit
            </Button>
          )}
        </TopRow>
      </CardContent>
    </FullHeightCard>
  );
}
