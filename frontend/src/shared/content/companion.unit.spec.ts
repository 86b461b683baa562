import { reviews, worksheetMotif } from './companion';

describe('public content', () => {
  it('draws a picture for every worksheet, a plain one for an id this build does not know', () => {
    expect(worksheetMotif('circle-of-influence')).toBe('circles');
    expect(worksheetMotif('iceberg-blank')).toBe('iceberg');
    expect(worksheetMotif('a-sheet-added-later')).toBe('columns');
  });

  it('has 12 reviews, each rated 4 or 5', () => {
    expect(reviews).toHaveLength(12);
    for (const review of reviews) expect([4, 5]).toContain(review.rating);
  });
});
