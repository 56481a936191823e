import { createTheme } from '@mui/material/styles';
import type { PaletteMode } from '@mui/material';
import { adminScreensCustomizations } from './customizations/adminScreens';
import { auditScreensCustomizations } from './customizations/auditScreens';
import { baselineCustomizations } from './customizations/baseline';
import { billingScreensCustomizations } from './customizations/billingScreens';
import { dataDisplayCustomizations } from './customizations/dataDisplay';
import { feedbackCustomizations } from './customizations/feedback';
import { flagScreensCustomizations } from './customizations/flagScreens';
import { inputsCustomizations } from './customizations/inputs';
import { navigationCustomizations } from './customizations/navigation';
import { overviewScreensCustomizations } from './customizations/overviewScreens';
import { projectScreensCustomizations } from './customizations/projectScreens';
import { surfacesCustomizations } from './customizations/surfaces';
import { targetingScreensCustomizations } from './customizations/targetingScreens';
import { webhookScreensCustomizations } from './customizations/webhookScreens';
import { overrideScreensCustomizations } from './customizations/overrideScreens';
import { flagListScreensCustomizations } from './customizations/flagListScreens';
import { sharedViewsCustomizations } from './customizations/sharedViews';
import { mergeCustomizations } from './mergeCustomizations';
import { palette, shape, typography } from './themePrimitives';

export { ACCENT } from './themePrimitives';

/**
 * Component customisations, after MUI's dashboard template: the five general areas first, then one file
 * per screen area (customizations/<area>.ts, exporting `<area>Customizations`). To add an area, write the
 * file and add it to this list — one line; parts merge, they do not replace each other.
 */
const customizations = mergeCustomizations(
  baselineCustomizations,
  inputsCustomizations,
  dataDisplayCustomizations,
  feedbackCustomizations,
  navigationCustomizations,
  surfacesCustomizations,
  projectScreensCustomizations,
  adminScreensCustomizations,
  flagScreensCustomizations,
  overviewScreensCustomizations,
  targetingScreensCustomizations,
  billingScreensCustomizations,
  auditScreensCustomizations,
  webhookScreensCustomizations,
  overrideScreensCustomizations,
  flagListScreensCustomizations,
  sharedViewsCustomizations,
);

export function buildTheme(mode: PaletteMode) {
  return createTheme({ palette: palette(mode), shape, typography, components: customizations });
}
