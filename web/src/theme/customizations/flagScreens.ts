import type { Components, Theme } from '@mui/material/styles';

declare module '@mui/material/Table' {
  interface TablePropsSizeOverrides {
    /** The Feature Flags list: compact cells, the flag column sticky on the left, uppercase column heads. */
    flagList: true;
  }
}
declare module '@mui/material/TableCell' {
  interface TableCellPropsSizeOverrides {
    flagList: true;
  }
}
declare module '@mui/material/Chip' {
  interface ChipPropsSizeOverrides {
    /** A 22px label chip: a flag's type, Enabled/Disabled. */
    badge: true;
    /** A 20px chip inside a cell: On/Off, Stale, targeting, prod. */
    xsmall: true;
  }
}
declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    /** A flag key under its name: the monospace token, secondary, broken anywhere when longer than its column. */
    flagKey: true;
    /** A flag's name as the link to its page. */
    flagName: true;
    /** A one-line description under a name, cut with an ellipsis. */
    captionLine: true;
    /** A small uppercase line over a value ("GLOBAL DEFAULT", "KEY", "FLAG VALUES (3)"). */
    overlineLabel: true;
    /** A value in the monospace token at 12.5px: slugs, keys, uuids on cards. */
    monoValue: true;
    /** A small card's heading on the Flag page (Kill switch, Default value, an environment's name): subtitle1, bold. */
    cardHeading: true;
    /** A caption word that must stand out (a layer's on/off, a tab's count): caption, semi-bold. */
    captionStrong: true;
  }
}
declare module '@mui/material/Paper' {
  interface PaperPropsVariantOverrides {
    /** A bordered row around a switch and its label (Enabled, a boolean value). */
    switchRow: true;
    /** A tinted panel of fields on a card (an environment's keys, an override's expiry). */
    fieldPanel: true;
    /** A grid card (a Card's variant is its Paper's) that lifts on hover: Environments, Overrides. */
    hoverable: true;
  }
}

const flagListHead = (theme: Theme) => ({
  fontSize: theme.typography.pxToRem(12),
  fontWeight: 600,
  textTransform: 'uppercase' as const,
  letterSpacing: '0.04em',
  color: theme.palette.text.secondary,
  whiteSpace: 'nowrap' as const,
  backgroundColor: theme.palette.background.paper,
  verticalAlign: 'bottom',
  paddingTop: theme.spacing(1.25),
  paddingBottom: theme.spacing(1.25),
});

/**
 * Looks of the Feature Flags, Flag, Values Matrix and Overrides screens (issue 18: styles in the
 * theme, not in `sx` copies): the flag list's table cells, the small chips of a cell, the key line,
 * the Flag page's card headings and strong captions. The Flag page's one-offs are styled parts next
 * to its components (routes/flag/flagParts.ts and the files that use them).
 */
export const flagScreensCustomizations: Components<Theme> = {
  MuiPaper: {
    variants: [
      {
        props: { variant: 'switchRow' },
        style: ({ theme }) => ({
          border: `1px solid ${theme.palette.divider}`,
          borderRadius: Number(theme.shape.borderRadius) * 2,
          padding: theme.spacing(1, 2),
          backgroundColor: 'transparent',
        }),
      },
      {
        props: { variant: 'fieldPanel' },
        style: ({ theme }) => ({
          borderRadius: Number(theme.shape.borderRadius) * 2,
          padding: theme.spacing(1.25, 1.5),
          backgroundColor: theme.palette.action.hover,
          boxShadow: 'none',
        }),
      },
    ],
  },
  MuiCard: {
    variants: [
      {
        props: { variant: 'hoverable' },
        style: ({ theme }) => ({
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          border: `1px solid ${theme.palette.divider}`,
          boxShadow: 'none',
          transition: 'border-color 150ms, box-shadow 150ms',
          '&:hover': { borderColor: theme.palette.primary.light, boxShadow: '0 4px 18px rgba(15,23,42,0.06)' },
          '& > .MuiCardContent-root': { padding: theme.spacing(2.5), flex: 1, display: 'flex', flexDirection: 'column' },
          '& > .MuiCardContent-root:last-child': { paddingBottom: theme.spacing(2) },
        }),
      },
    ],
  },
  MuiTableCell: {
    variants: [
      {
        props: { size: 'flagList' },
        style: ({ theme }) => ({
          paddingLeft: theme.spacing(1.25),
          paddingRight: theme.spacing(1.25),
          verticalAlign: 'top',
          // the flag column stays in view while many environments scroll sideways
          '&:first-of-type': {
            paddingLeft: theme.spacing(2.5),
            position: 'sticky',
            left: 0,
            zIndex: 2,
            backgroundColor: theme.palette.background.paper,
            borderRight: `1px solid ${theme.palette.divider}`,
          },
          'tr:last-child > &': { borderBottom: 0 },
          '.MuiTableRow-hover:hover > &:first-of-type': { backgroundColor: theme.palette.action.hover },
        }),
      },
      {
        props: { size: 'flagList', variant: 'head' },
        style: ({ theme }) => ({ ...flagListHead(theme), '&:first-of-type': { zIndex: 3 } }),
      },
    ],
  },
  MuiChip: {
    variants: [
      {
        props: { size: 'badge' },
        style: ({ theme }) => ({
          height: 22,
          fontSize: theme.typography.pxToRem(12),
          fontWeight: 600,
          borderRadius: Number(theme.shape.borderRadius) * 1.5,
          '& .MuiChip-label': { paddingLeft: 8, paddingRight: 8 },
        }),
      },
      {
        props: { size: 'xsmall' },
        style: ({ theme }) => ({
          height: 20,
          fontSize: theme.typography.pxToRem(11),
          '& .MuiChip-label': { paddingLeft: 8, paddingRight: 8 },
          '& .MuiChip-icon': { fontSize: 13, marginLeft: 4, marginRight: -4 },
        }),
      },
      // the production mark under an environment's name: the smallest chip
      {
        props: { size: 'xsmall', color: 'warning', variant: 'outlined' },
        style: ({ theme }) => ({ height: 18, fontSize: theme.typography.pxToRem(10) }),
      },
    ],
  },
  MuiTypography: {
    defaultProps: {
      variantMapping: {
        flagKey: 'code',
        captionLine: 'span',
        flagName: 'span',
        overlineLabel: 'span',
        monoValue: 'p',
        cardHeading: 'h6',
        captionStrong: 'span',
      },
    },
    variants: [
      {
        props: { variant: 'flagKey' },
        style: ({ theme }) => ({
          fontFamily: theme.typography.fontFamilyMono,
          fontSize: theme.typography.pxToRem(12.5),
          lineHeight: 1.5,
          color: theme.palette.text.secondary,
          overflowWrap: 'anywhere',
          minWidth: 0,
        }),
      },
      {
        props: { variant: 'flagName' },
        style: ({ theme }) => ({ fontSize: theme.typography.pxToRem(14), lineHeight: 'inherit', fontWeight: 600, overflowWrap: 'break-word', minWidth: 0 }),
      },
      {
        props: { variant: 'overlineLabel' },
        style: ({ theme }) => ({ ...theme.typography.overline, lineHeight: 1.6, display: 'block', color: theme.palette.text.secondary }),
      },
      {
        props: { variant: 'monoValue' },
        style: ({ theme }) => ({ fontFamily: theme.typography.fontFamilyMono, fontSize: theme.typography.pxToRem(12.5), lineHeight: 1.5 }),
      },
      { props: { variant: 'cardHeading' }, style: ({ theme }) => ({ ...theme.typography.subtitle1, fontWeight: 700 }) },
      { props: { variant: 'captionStrong' }, style: ({ theme }) => ({ ...theme.typography.caption, fontWeight: 600 }) },
      {
        props: { variant: 'captionLine' },
        style: ({ theme }) => ({
          ...theme.typography.caption,
          color: theme.palette.text.secondary,
          display: '-webkit-box',
          WebkitLineClamp: 1,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }),
      },
    ],
  },
};
