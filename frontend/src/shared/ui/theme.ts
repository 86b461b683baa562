import type { ThemeConfig } from 'antd';
import { brand } from './brand-tokens';

/**
 * antd's coloured tags (`<Tag color="gold">`) write their text in the palette's 7th tone on its 1st;
 * for these palettes that is below 4.5:1 (gold 2.76, lime 2.48, yellow 2.05, orange 3.34, green
 * 3.37, cyan 3.39, volcano 4.37). Their text tone is the palette's first darker tone that reaches
 * 4.5:1 on its 1st (docs/decisions/0089); the other palettes pass as they are.
 */
const readableTagTone = { gold: '#874d00', lime: '#3f6600', yellow: '#876800', orange: '#ad4e00', green: '#237804', cyan: '#006d75', volcano: '#ad2102' } as const;
// antd keeps each tone under two names (`gold7`, `gold-7`) that become one CSS variable: both are set.
const readableTagText = Object.fromEntries(
  Object.entries(readableTagTone).flatMap(([palette, tone]) => [
    [`${palette}7`, tone],
    [`${palette}-7`, tone],
  ]),
);

/** antd's theme, built from the brand tokens (docs/design.md). The one place antd's look is set. */
export const themeConfig: ThemeConfig = {
  token: {
    ...readableTagText,
    colorPrimary: brand.primary,
    colorInfo: brand.primary,
    colorSuccess: brand.success,
    // antd derives the pale backgrounds from the seed colours; from these dark seeds it derives
    // greyish tints, so the brand gives its own.
    colorSuccessBg: brand.successSoft,
    colorSuccessBorder: brand.successBorder,
    colorInfoBg: brand.primarySoft,
    colorInfoBorder: brand.primaryBorder,
    colorPrimaryBg: brand.primarySoft,
    colorWarning: brand.warning,
    colorWarningBg: brand.warningSoft,
    colorWarningBorder: brand.warningBorder,
    colorError: brand.error,
    colorLink: brand.primary,
    colorText: brand.ink,
    colorTextSecondary: brand.inkSecondary,
    colorTextTertiary: brand.inkMuted,
    colorTextQuaternary: brand.inkDisabled,
    // antd draws placeholders in the quaternary tone (2.54:1); a placeholder is read (WCAG 1.4.3).
    colorTextPlaceholder: brand.inkMuted,
    colorFillAlter: brand.surfaceMuted,
    colorBorderSecondary: brand.border,
    colorBgLayout: brand.canvas,
    fontFamily: brand.fontFamily,
    fontSize: brand.fontSize,
    lineHeight: brand.lineHeight,
    fontWeightStrong: brand.fontWeightStrong,
    borderRadius: brand.radius,
    borderRadiusSM: brand.radiusSmall,
    borderRadiusLG: brand.radiusLarge,
  },
  components: {
    Layout: { headerBg: brand.surface, siderBg: brand.surface, bodyBg: brand.canvas },
    Menu: { itemSelectedBg: brand.primarySoft, itemSelectedColor: brand.primary },
    Card: { borderRadiusLG: brand.radiusLarge },
  },
};
