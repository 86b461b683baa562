import { reviews, worksheetCategories, worksheets } from './companion';

describe('public content', () => {
  it('catalogues the 26 worksheets of spec part 1 §3, ids in its order, each in one of its ten categories', () => {
    expect(worksheets.map((worksheet) => worksheet.id)).toEqual([
      'climbing-team', 'team-comparison', 'iceberg-blank', 'iceberg-basic', 'iceberg-size', 'iceberg-shape', 'iceberg-model',
      'iceberg-example', 'iceberg-growth', 'iceberg-summary', 'music-circle', 'accelerator-brake', 'three-way-theory',
      'circle-of-influence', 'reduce-worries', 'child-brake', 'future-goals', 'mvv', 'work-reasons', 'growth-fruits',
      'rewards-scale', 'rewards-attributes', 'growth-map', 'growth-principles', 'perspective-view', 'working-3-reasons',
    ]);
    expect(Object.keys(worksheetCategories)).toHaveLength(10);
    expect(new Set(worksheets.map((worksheet) => worksheet.category))).toEqual(new Set(Object.keys(worksheetCategories)));
    expect(new Set(worksheets.map((worksheet) => worksheet.title)).size).toBe(26);
  });

  it('has 12 reviews, each rated 4 or 5', () => {
    expect(reviews).toHaveLength(12);
    for (const review of reviews) expect([4, 5]).toContain(review.rating);
  });
});
