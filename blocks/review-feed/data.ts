import { z } from 'zod';
import { reviewProjection, reviewSchema, type Review } from '@dealer/schemas';
import { keepValid } from '../registry/keep-valid';

/** §9 Reviews: entries rated under 4 are never shown. */
export const REVIEW_MIN_RATING = 4;
/** §9 Google reviews quantity. */
export const REVIEW_DEFAULT_LIMIT = 12;

const summarySchema = z
  .object({ average_rating: z.coerce.number().min(0).max(5).nullish(), count: z.number().int().min(0).nullish() })
  .nullish()
  .catch(null);

export const reviewFeedDataSchema = z.object({
  heading: z.string().nullish(),
  limit: z.number().int().min(1).max(50).nullish().catch(null).transform((limit) => limit ?? REVIEW_DEFAULT_LIMIT),
  // §3: the feed's average arrives as a string ("4.6").
  averageRating: z.coerce.number().min(0).max(5).nullish().catch(null),
  reviewCount: z.number().int().min(0).nullish().catch(null),
  hideRating: z.boolean().nullish().transform((value) => value ?? false),
  summary: summarySchema,
  reviews: keepValid(reviewSchema),
});
export type ReviewFeedData = z.infer<typeof reviewFeedDataSchema>;

/** The site's reviews and its primary location's summary come with the block (`$site` is a page query parameter). */
export const reviewFeedProjection = `heading, limit, averageRating, reviewCount, hideRating,
  "summary": *[_type == "location" && site == $site && visible != false] | order(coalesce(primary, false) desc)[0].reviews,
  "reviews": *[_type == "review" && site == $site && hidden != true && rating >= ${REVIEW_MIN_RATING}] | order(review_date desc)[0...50]{${reviewProjection}}`;

/** §9: newest first, rated 4 or more, not hidden, at most `limit`. */
export function shownReviews(reviews: readonly Review[], limit: number): Review[] {
  return reviews
    .filter((review) => !review.hidden && review.rating >= REVIEW_MIN_RATING)
    .sort((a, b) => b.review_date.localeCompare(a.review_date))
    .slice(0, limit);
}

/** The overall rating: the block's own numbers, else the primary location's review summary. */
export function feedSummary(data: Pick<ReviewFeedData, 'averageRating' | 'reviewCount' | 'summary'>): { average: number | null; count: number | null } {
  return { average: data.averageRating ?? data.summary?.average_rating ?? null, count: data.reviewCount ?? data.summary?.count ?? null };
}

/** §9: stars are shown only if the average exceeds the minimum rating and the rating is not hidden. */
export function showsStars(average: number | null, hideRating: boolean): average is number {
  return !hideRating && average !== null && average > REVIEW_MIN_RATING;
}
