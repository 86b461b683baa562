import type { ThemeConfig } from 'antd';
import { brand } from './brand-tokens';

/** antd's theme, built from the brand tokens (docs/design.md). The one place antd's look is set. */
export const themeConfig: ThemeConfig = {
  token: {
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
    colorError: brand.error,
    colorLink: brand.primary,
    colorText: brand.ink,
    colorTextSecondary: brand.inkSecondary,
    colorTextTertiary: brand.inkMuted,
    colorTextQuaternary: brand.inkDisabled,
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
