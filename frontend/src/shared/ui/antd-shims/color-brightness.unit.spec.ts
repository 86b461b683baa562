import { AggregationColor } from 'antd/es/color-picker/color';
import { isBright as antdIsBright } from 'antd/es/color-picker/components/ColorPresets';
import { isBright } from './color-brightness';

// The build hands antd's Button and Tag styles this copy of antd's `isBright` (decision 0117): it
// must judge every colour as antd's own does, or a button's or tag's text would change colour.
describe('isBright, the copy the build hands antd', () => {
  const channel = [0, 37, 96, 128, 160, 191, 192, 193, 230, 255];
  const alphas = [0, 0.2, 0.5, 0.51, 0.8, 1];
  const backgrounds = ['#fff', '#000', '#141414', '#f5f5f5', 'rgba(0,0,0,0.88)'];

  it('agrees with antd on opaque and translucent colours over light and dark backgrounds', () => {
    let compared = 0;
    for (const r of channel)
      for (const g of channel)
        for (const b of [0, 128, 255])
          for (const a of alphas)
            for (const background of backgrounds) {
              const color = new AggregationColor(`rgba(${r},${g},${b},${a})`);
              expect([r, g, b, a, background, isBright(color, background)]).toEqual([r, g, b, a, background, antdIsBright(color, background)]);
              compared += 1;
            }
    expect(compared).toBe(9000);
  });

  it('reads the brand colours as antd does: white text on the primary, black on a pale fill', () => {
    expect(isBright(new AggregationColor('#2F4B8A'), '#fff')).toBe(false);
    expect(isBright(new AggregationColor('#fffbe6'), '#fff')).toBe(true);
    expect(isBright(new AggregationColor('rgba(0,0,0,0.88)'), '#fff')).toBe(false);
  });
});
