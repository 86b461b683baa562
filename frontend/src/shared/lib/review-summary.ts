/** The average of `ratings` to one decimal ('4.7'; '5.0' when all are 5) and how many there are. */
export function reviewSummary(ratings: readonly { rating: number }[]): { average: string; count: number } {
  const count = ratings.length;
  if (count === 0) return { average: '', count };
  const sum = ratings.reduce((total, review) => total + review.rating, 0);
  // Rounded on tenths as integers: toFixed alone rounds 4.05 down (binary floating point).
  return { average: (Math.round((sum * 10) / count) / 10).toFixed(1), count };
}
