import { Avatar } from '@mui/material';
import { styled } from '@mui/material/styles';
import { CrownIcon } from './RoleBits';
import { avatarHue, initialsOf } from './usersModel';

const Root = styled('div')({ position: 'relative', flexShrink: 0 });

/** Initials in the person's hue; a pending invitation's is a dashed outline. */
const Initials = styled(Avatar, { shouldForwardProp: (p) => p !== 'hue' && p !== 'pending' })<{ hue: number; pending: boolean }>(({ theme, hue, pending }) => {
  const dark = theme.palette.mode === 'dark';
  return {
    width: 40,
    height: 40,
    fontSize: 15,
    fontWeight: 700,
    color: pending ? theme.palette.text.secondary : `hsl(${hue} 70% ${dark ? 78 : 28}%)`,
    backgroundColor: pending ? 'transparent' : `hsl(${hue} 80% ${dark ? 22 : 93}%)`,
    border: pending ? `1.5px dashed ${theme.palette.divider}` : 'none',
    ...(pending && { borderColor: theme.palette.text.disabled }),
  };
});

const OwnerBadge = styled('div')(({ theme }) => ({
  position: 'absolute',
  top: -7,
  right: -7,
  width: 22,
  height: 22,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  backgroundColor: theme.palette.warning.main,
  color: '#fff',
  border: `2px solid ${theme.palette.background.paper}`,
  '& .MuiSvgIcon-root': { fontSize: 13 },
}));

/** An initials avatar in a colour stable per person; the owner's wears the crown. */
export function PersonAvatar({ name, email, owner, pending = false }: { name: string; email: string; owner?: boolean; pending?: boolean }) {
  return (
    <Root>
      <Initials hue={avatarHue(email || name)} pending={pending}>
        {initialsOf(name, email)}
      </Initials>
      {owner && (
        <OwnerBadge role="img" aria-label="Project owner">
          <CrownIcon />
        </OwnerBadge>
      )}
    </Root>
  );
}
