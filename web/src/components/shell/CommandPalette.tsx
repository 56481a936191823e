import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Dialog, InputBase, ListSubheader, Stack, Typography } from '@mui/material';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import EastRoundedIcon from '@mui/icons-material/EastRounded';
import { useProjects } from '../../state/ProjectsProvider';
import { useCurrentProjectTree } from '../../state/useCurrentProjectTree';
import { KIND_LABEL, allCommands, filterCommands, isTypingTarget, moveActive } from './commandPaletteModel';
import type { Command } from './commandPaletteModel';

const ICONS = { screen: EastRoundedIcon, flag: FlagRoundedIcon, project: FolderRoundedIcon };

/**
 * The shell's keyboard shortcuts (issue 18): ⌘/Ctrl+K opens the command palette (go to a
 * screen, a flag of the current project, or another project); "/" puts the cursor in the
 * current screen's search field, when it has one and nobody is typing.
 */
export function CommandPalette() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen((o) => !o);
        return;
      }
      if (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTypingTarget(e.target)) {
        const search = document.querySelector<HTMLInputElement>('main input[aria-label^="Search"]');
        if (search && !document.querySelector('[role="dialog"], [role="presentation"].MuiModal-root')) {
          e.preventDefault();
          search.focus();
          search.select();
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        onClick={() => setOpen(true)}
        startIcon={<SearchRoundedIcon />}
        aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
        sx={{ borderColor: 'divider', color: 'text.secondary', fontWeight: 500, px: 1.5, minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          Search
        </Box>
        <Box
          component="kbd"
          sx={{
            display: { xs: 'none', md: 'inline' },
            ml: 1.5,
            fontSize: 12,
            fontFamily: 'inherit',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 0.75,
          }}
        >
          {mac ? '⌘K' : 'Ctrl K'}
        </Box>
        <Box
          component="span"
          sx={{ display: { xs: 'inline', md: 'none' }, position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          Search
        </Box>
      </Button>
      {open && <PaletteDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function PaletteDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const { projects, current, setCurrentId } = useProjects();
  // the current project's flags: its tree, read for that project only
  const tree = useCurrentProjectTree().project;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const commands = useMemo(
    () =>
      allCommands({
        hasProject: Boolean(current),
        currentProjectId: current?.id ?? null,
        projects,
        flags: tree?.featureFlags ?? [],
      }),
    [projects, current, tree],
  );
  const shown = useMemo(() => filterCommands(commands, query), [commands, query]);
  useEffect(() => setActive(shown.length ? 0 : -1), [shown]);

  const run = (c: Command | undefined) => {
    if (!c) return;
    onClose();
    if (c.projectId) setCurrentId(c.projectId);
    if (c.to) navigate(c.to);
  };
  const optionId = (i: number) => `command-option-${i}`;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-label': 'Command palette', sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: 10 }, overflow: 'hidden' } } as object }}
    >
      <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
        <SearchRoundedIcon sx={{ color: 'text.secondary' }} />
        <InputBase
          autoFocus
          fullWidth
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Go to a flag, a screen or a project..."
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              const next = moveActive(active, shown.length, e.key);
              setActive(next);
              document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
            } else if (e.key === 'Enter') {
              e.preventDefault();
              run(shown[active]);
            }
          }}
          inputProps={{
            role: 'combobox',
            'aria-label': 'Search commands',
            'aria-expanded': true,
            'aria-controls': 'command-list',
            'aria-autocomplete': 'list',
            'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
          }}
        />
        <Box component="kbd" sx={{ fontSize: 12, color: 'text.secondary', border: 1, borderColor: 'divider', borderRadius: 1, px: 0.75, py: 0.25 }}>
          Esc
        </Box>
      </Stack>
      <Box component="ul" id="command-list" role="listbox" aria-label="Commands" sx={{ listStyle: 'none', m: 0, p: 1, maxHeight: 420, overflowY: 'auto' }}>
        {shown.length === 0 && (
          <Typography component="li" role="presentation" variant="body2" color="text.secondary" sx={{ px: 1.5, py: 2, textAlign: 'center' }}>
            Nothing matches “{query}”
          </Typography>
        )}
        {shown.map((c, i) => {
          const Icon = ICONS[c.kind];
          const header = i === 0 || shown[i - 1]!.kind !== c.kind;
          return (
            <Box component="li" key={c.id} role="presentation">
              {header && !query && (
                <ListSubheader component="div" role="presentation" disableSticky sx={{ lineHeight: '28px', px: 1.5, bgcolor: 'transparent', fontSize: 12 }}>
                  {KIND_LABEL[c.kind]}
                </ListSubheader>
              )}
              <Box
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                onMouseMove={() => i !== active && setActive(i)}
                onClick={() => run(c)}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  px: 1.5,
                  py: 1,
                  borderRadius: 1.5,
                  cursor: 'pointer',
                  bgcolor: i === active ? 'action.selected' : 'transparent',
                }}
              >
                <Icon fontSize="small" sx={{ color: 'text.secondary' }} />
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                    {c.label}
                  </Typography>
                  {c.detail && (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      noWrap
                      component="div"
                      sx={c.kind === 'flag' ? { fontFamily: 'fontFamilyMono' } : undefined}
                    >
                      {c.detail}
                    </Typography>
                  )}
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Dialog>
  );
}
