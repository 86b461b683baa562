import { AggregationColor } from 'antd/es/color-picker/color';

/**
 * antd's `isBright` (antd/es/color-picker/components/ColorPresets.js), the one function antd's
 * Button and Tag styles take from the colour picker's presets panel; the build hands them this copy
 * (vite.config.ts, `antdColorBrightness`), so the panel (and with it Collapse) stays out of every
 * screen with a button (docs/decisions/0117). Same result: a colour at most half opaque is judged
 * over the background (as `@ant-design/fast-color`'s `onBackground`, then its HSV value), an
 * opaque one by its luma.
 */
export function isBright(value: AggregationColor, background: string): boolean {
  const { r, g, b, a } = value.toRgb();
  if (a <= 0.5) {
    const back = new AggregationColor(background).toRgb();
    const alpha = a + back.a * (1 - a);
    const over = (front: number, behind: number) => Math.round((front * a + behind * back.a * (1 - a)) / alpha);
    return Math.max(over(r, back.r), over(g, back.g), over(b, back.b)) / 255 > 0.5;
  }
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
}
