import { brand, brandStylesheet } from './brand-tokens';

// The build writes this stylesheet into the first CSS the page loads (decision 0119): the public
// pages and the first paint read the brand's values from it before any script runs.
describe('brandStylesheet', () => {
  const sheet = brandStylesheet();
  const declared = new Map([...sheet.matchAll(/^\s+(--brand-[\w-]+): (.+);$/gm)].map((m) => [m[1], m[2]]));

  it('is one :root rule of custom properties, each declared once', () => {
    expect(sheet.startsWith(':root {\n')).toBe(true);
    expect(sheet.trimEnd().endsWith('}')).toBe(true);
    expect(sheet.split('\n').filter((line) => line.trim().startsWith('--')).length).toBe(declared.size);
  });

  it("carries the brand's colours, type and spacing as the tokens define them", () => {
    expect(declared.get('--brand-primary')).toBe(brand.primary);
    expect(declared.get('--brand-canvas')).toBe(brand.canvas);
    expect(declared.get('--brand-ink-muted')).toBe(brand.inkMuted);
    expect(declared.get('--brand-font-size')).toBe(`${brand.fontSize}px`);
    expect(declared.get('--brand-font-family')).toBe(brand.fontFamily);
    expect(declared.get('--brand-space-1')).toBe(`${brand.space[0]}px`);
    expect(declared.get(`--brand-space-${brand.space.length}`)).toBe(`${brand.space.at(-1)}px`);
  });
});
