import { alpha } from '@mui/material/styles';
import type { Components, Theme } from '@mui/material/styles';

declare module '@mui/material/Chip' {
  interface ChipPropsSizeOverrides {
    /** A 22px chip with a 1.5 radius: the targeting status, a rule's issue count, the evaluated reason. */
    tag: true;
  }
}
declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    /** A small caps word of a rule sentence (IF, THEN SERVE), on the accent tint. */
    keyword: true;
    /** The same for the words that continue it (AND, OR), on the neutral tint. */
    keywordMuted: true;
    /** A small uppercase label before a value: the Evaluate panel's Value, Variant and Reason. */
    fieldLabel: true;
  }
}

const keyword = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  height: 22,
  padding: theme.spacing(0, 0.875),
  borderRadius: Number(theme.shape.borderRadius),
  fontSize: 11,
  fontWeight: 700,
  letterSpacing: '0.06em',
});

/**
 * Looks of the targeting editor (Environment Values dialog) and the Segments screen (issue 18: styles
 * in the theme, not in `sx` copies): the rule sentence's keywords, the small chips, the field labels.
 */
export const targetingScreensCustomizations: Components<Theme> = {
  MuiChip: {
    variants: [
      {
        // the small chip's insides, 2px lower and with a squarer corner
        props: { size: 'tag' },
        style: ({ theme }) => ({
          height: 22,
          borderRadius: Number(theme.shape.borderRadius) * 1.5,
          '& .MuiChip-label': { paddingLeft: 8, paddingRight: 8 },
          '& .MuiChip-icon': { fontSize: 18, marginLeft: 4, marginRight: -4 },
        }),
      },
      // as MUI's small outlined chip: 1px of the padding is the border's
      {
        props: { size: 'tag', variant: 'outlined' },
        style: { '& .MuiChip-label': { paddingLeft: 7, paddingRight: 7 }, '& .MuiChip-icon': { marginLeft: 2 } },
      },
    ],
  },
  MuiTypography: {
    variants: [
      {
        props: { variant: 'keyword' },
        style: ({ theme }) => ({
          ...keyword(theme),
          color: theme.palette.primary.main,
          backgroundColor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.2 : 0.08),
        }),
      },
      {
        props: { variant: 'keywordMuted' },
        style: ({ theme }) => ({ ...keyword(theme), color: theme.palette.text.secondary, backgroundColor: theme.palette.action.hover }),
      },
      {
        props: { variant: 'fieldLabel' },
        style: ({ theme }) => ({
          ...theme.typography.caption,
          fontWeight: 700,
          letterSpacing: '0.06em',
          textTransform: 'uppercase',
          color: theme.palette.text.secondary,
        }),
      },
    ],
  },
};
