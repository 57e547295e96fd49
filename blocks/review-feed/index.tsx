import type { BlockContext } from '../registry/define-block';
import { defineBlock } from '../registry/define-block';
import { formatRating, StarRating } from '../ui/StarRating';
import { feedSummary, reviewFeedDataSchema, reviewFeedProjection, showsStars, shownReviews, type ReviewFeedData } from './data';
import styles from './ReviewFeed.module.css';
import { reviewFeedPreview } from './preview';
import { reviewFeedSchema } from './schema';

function ReviewFeed({ data, context: { locale } }: { data: ReviewFeedData; context: BlockContext }) {
  const reviews = shownReviews(data.reviews, data.limit);
  const { average, count } = feedSummary(data);
  const heading = data.heading ?? locale.t('reviews.heading');
  return (
    <section className={styles.section} data-block="review-feed">
      <h2 className={styles.heading}>{heading}</h2>
      {showsStars(average, data.hideRating) || count !== null ? (
        <div className={styles.summary} data-testid="review-summary">
          {showsStars(average, data.hideRating) ? (
            <>
              <span className={styles.average} aria-hidden="true">{formatRating(average, locale)}</span>
              <StarRating rating={average} locale={locale} size="lg" />
            </>
          ) : null}
          {count !== null ? <span className={styles.muted}>{locale.t('reviews.summary', { count: locale.formatNumber(count) })}</span> : null}
        </div>
      ) : null}
      {reviews.length === 0 ? (
        <p className={styles.muted}>{locale.t('reviews.empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {reviews.map((review) => (
            <li key={review._id} data-testid="review" className={styles.review}>
              <figure>
                <StarRating rating={review.rating} locale={locale} size="sm" />
                {review.text ? (
                  <blockquote className={styles.quote}>
                    <p>{review.text}</p>
                  </blockquote>
                ) : null}
                <figcaption className={styles.caption}>
                  <span className={styles.name}>{review.customer_name}</span>
                  <span className={styles.muted}> · <time dateTime={review.review_date}>{locale.formatDate(`${review.review_date}T00:00:00Z`)}</time></span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** §2 customer review feed: newest reviews rated 4 or more (§9), with the overall rating and count. */
export const reviewFeedBlock = defineBlock({
  type: 'reviewFeed',
  schema: reviewFeedSchema,
  projection: reviewFeedProjection,
  data: reviewFeedDataSchema,
  preview: reviewFeedPreview,
  Component: ReviewFeed,
});
