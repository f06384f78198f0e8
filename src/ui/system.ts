import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { toastAnatomy } from '@chakra-ui/react/anatomy';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkmarkRecipe,
  comboboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's theme with only the recipes of the components the app uses. Chakra's own
 * `defaultConfig` carries all 76 of them, about 140 kB of the boot script, for every visitor.
 * A component whose recipe is missing renders unstyled: src/ui/system.test.ts fails when a
 * file imports a Chakra component whose recipe is not here.
 */
export const usedRecipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};
export const usedSlotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  combobox: comboboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tag: tagSlotRecipe,
  toast: toastSlotRecipe,
};

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: usedRecipes,
    slotRecipes: usedSlotRecipes,
  },
});

/**
 * The brand is a deep teal. Text/background pairs were measured against WCAG 2.2
 * AA (4.5:1): white on brand.700 is 7.5:1, brand.700 on white 7.5:1, on brand.50
 * 7.1:1, on brand.100 6.3:1. brand.500 and lighter are for decoration only
 * (white on brand.500 is 3.8:1), never for text.
 */
const brandScale = {
  50: { value: '#eefbfa' },
  100: { value: '#d3f2ef' },
  200: { value: '#a8e3df' },
  300: { value: '#74cdc9' },
  400: { value: '#3fb0ae' },
  500: { value: '#1f9092' },
  600: { value: '#167478' },
  700: { value: '#135e63' },
  800: { value: '#144b50' },
  900: { value: '#133e43' },
  950: { value: '#072529' },
};

/** Colours of the status kinds: dark text on pale tints (all above 6.4:1). */
const toastKindStyle = (palette: string) => ({
  bg: 'bg.panel',
  color: 'fg',
  borderInlineStartWidth: '4px',
  borderInlineStartColor: `${palette}.700`,
  '--toast-trigger-bg': 'colors.bg.muted',
  '--toast-border-color': 'colors.border',
});

const config = defineConfig({
  globalCss: {
    // Every component without an explicit colorPalette takes the brand's.
    html: { colorPalette: 'brand' },
  },
  theme: {
    tokens: { colors: { brand: brandScale } },
    layerStyles: {
      // The app's one keyboard focus ring, for what Chakra's own recipes do not ring: native
      // checkboxes and radios, choice cards, links and steps styled by hand. Put it under the
      // condition that shows it: `_focusVisible={{ layerStyle: 'focusRing' }}`.
      focusRing: { value: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } },
    },
    semanticTokens: {
      colors: {
        brand: {
          // solid is 700, not 600, so the 90 % hover tint of a solid button still clears 4.5:1.
          solid: { value: '{colors.brand.700}' },
          contrast: { value: '{colors.white}' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.600}' },
        },
        // Chakra's red.solid (red.600) falls to about 4.2:1 under white text at its 90 % hover tint.
        danger: {
          solid: { value: '{colors.red.700}' },
          contrast: { value: '{colors.white}' },
          fg: { value: '{colors.red.700}' },
          muted: { value: '{colors.red.100}' },
          subtle: { value: '{colors.red.50}' },
          emphasized: { value: '{colors.red.200}' },
          focusRing: { value: '{colors.red.700}' },
        },
        // Chakra's default red.fg (red.500) is 3.8:1 on white: too pale for error text.
        fg: {
          error: { value: '{colors.red.700}' },
          success: { value: '{colors.green.700}' },
          warning: { value: '{colors.orange.700}' },
          info: { value: '{colors.blue.700}' },
        },
      },
    },
    slotRecipes: {
      // Chakra's stock toasts put white on green.600 / orange.500 (3.3:1 and 2.8:1),
      // which fails AA; ours keep a white card and mark the kind with a coloured edge.
      toast: {
        slots: toastAnatomy.keys(),
        base: {
          root: {
            '&[data-type=success]': toastKindStyle('green'),
            '&[data-type=error]': toastKindStyle('red'),
            '&[data-type=warning]': toastKindStyle('orange'),
            '&[data-type=info]': toastKindStyle('brand'),
          },
          description: { opacity: 1, color: 'fg.muted' },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
