import { useCallback, useState } from 'react';
import { InputBase, Typography } from '@mui/material';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import EastRoundedIcon from '@mui/icons-material/EastRounded';
import { KIND_LABEL, isApplePlatform, startsGroup } from './commandPaletteModel';
import type { Command } from './commandPaletteModel';
import {
  CommandListRoot,
  EscKey,
  GroupHeading,
  MonoCaption,
  NarrowName,
  NothingMatches,
  OptionRow,
  OptionText,
  PaletteDialogRoot,
  SearchButton,
  SearchRow,
  ShortcutKey,
  WideOnly,
} from './paletteParts';
import { optionId, useCommandPalette } from './useCommandPalette';
import type { CommandPaletteModel } from './useCommandPalette';
import { usePaletteShortcuts } from './usePaletteShortcuts';

const ICONS = { screen: EastRoundedIcon, flag: FlagRoundedIcon, project: FolderRoundedIcon };

/**
 * The shell's keyboard shortcuts (issue 18): ⌘/Ctrl+K opens the command palette (go to a
 * screen, a flag of the current project, or another project); "/" puts the cursor in the
 * current screen's search field, when it has one and nobody is typing.
 */
export function CommandPalette() {
  const [open, setOpen] = useState(false);
  usePaletteShortcuts(useCallback(() => setOpen((o) => !o), []));
  const apple = typeof navigator !== 'undefined' && isApplePlatform(navigator.platform);
  return (
    <>
      <SearchButton
        color="inherit"
        variant="outlined"
        onClick={() => setOpen(true)}
        startIcon={<SearchRoundedIcon />}
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
      >
        <WideOnly>Search</WideOnly>
        <ShortcutKey>{apple ? '⌘K' : 'Ctrl K'}</ShortcutKey>
        <NarrowName>Search</NarrowName>
      </SearchButton>
      {open && <PaletteDialog onClose={() => setOpen(false)} />}
    </>
  );
}

/** The query field: a combobox over the list, arrows move, Enter runs. */
function PaletteSearch({ m }: { m: CommandPaletteModel }) {
  return (
    <SearchRow direction="row" spacing={1.25}>
      <SearchRoundedIcon />
      <InputBase
        autoFocus
        fullWidth
        value={m.query}
        onChange={(e) => m.setQuery(e.target.value)}
        placeholder="Go to a flag, a screen or a project..."
        onKeyDown={m.onKeyDown}
        inputProps={{
          role: 'combobox',
          'aria-label': 'Search commands',
          'aria-expanded': true,
          'aria-controls': 'command-list',
          'aria-autocomplete': 'list',
          'aria-activedescendant': m.active >= 0 ? optionId(m.active) : undefined,
        }}
      />
      <EscKey>Esc</EscKey>
    </SearchRow>
  );
}

/** One command: its kind's icon, its label and its detail (a flag's key in the monospace token). */
function CommandOption({ c, i, m }: { c: Command; i: number; m: CommandPaletteModel }) {
  const Icon = ICONS[c.kind];
  const Detail = c.kind === 'flag' ? MonoCaption : Typography;
  return (
    <li role="presentation">
      {startsGroup(m.shown, i, m.query) && (
        <GroupHeading component="div" role="presentation" disableSticky>
          {KIND_LABEL[c.kind]}
        </GroupHeading>
      )}
      <OptionRow
        id={optionId(i)}
        role="option"
        aria-selected={i === m.active}
        active={i === m.active}
        onMouseMove={() => i !== m.active && m.setActive(i)}
        onClick={() => m.run(c)}
      >
        <Icon fontSize="small" />
        <OptionText>
          <Typography variant="optionTitle" component="p" noWrap>
            {c.label}
          </Typography>
          {c.detail && (
            <Detail variant="caption" color="text.secondary" noWrap component="div">
              {c.detail}
            </Detail>
          )}
        </OptionText>
      </OptionRow>
    </li>
  );
}

function PaletteDialog({ onClose }: { onClose: () => void }) {
  const m = useCommandPalette(onClose);
  return (
    <PaletteDialogRoot open onClose={onClose} fullWidth maxWidth="sm" slotProps={{ paper: { 'aria-label': 'Command palette' } as object }}>
      <PaletteSearch m={m} />
      <CommandListRoot id="command-list" role="listbox" aria-label="Commands">
        {m.shown.length === 0 && (
          <NothingMatches component="li" role="presentation" variant="body2" color="text.secondary">
            Nothing matches “{m.query}”
          </NothingMatches>
        )}
        {m.shown.map((c, i) => (
          <CommandOption key={c.id} c={c} i={i} m={m} />
        ))}
      </CommandListRoot>
    </PaletteDialogRoot>
  );
}
