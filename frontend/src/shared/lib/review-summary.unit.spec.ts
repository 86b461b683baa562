import { reviews } from '../content/reviews';
import { reviewSummary } from './review-summary';

describe('reviewSummary', () => {
  it.each([
    { ratings: [5, 5], average: '5.0' },
    { ratings: [5, 4, 4], average: '4.3' },
    { ratings: [5, 5, 4], average: '4.7' },
    { ratings: [4, 5], average: '4.5' },
    { ratings: [5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], average: '4.1' },
  ])('averages $ratings to one decimal: $average', ({ ratings, average }) => {
    expect(reviewSummary(ratings.map((rating) => ({ rating })))).toEqual({ average, count: ratings.length });
  });

  it('has no average without reviews', () => {
    expect(reviewSummary([])).toEqual({ average: '', count: 0 });
  });

  it("summarises the reviews the book page shows: eight 5s and four 4s", () => {
    expect(reviewSummary(reviews)).toEqual({ average: '4.7', count: 12 });
  });
});
