import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { BlockContext } from '../registry/define-block';
import { defineBlock } from '../registry/define-block';
import { formatRating, StarRating } from '../ui/StarRating';
import { feedSummary, reviewFeedDataSchema, reviewFeedProjection, showsStars, shownReviews, type ReviewFeedData } from './data';
import { reviewFeedPreview } from './preview';
import { reviewFeedSchema } from './schema';

function ReviewFeed({ data, context: { locale } }: { data: ReviewFeedData; context: BlockContext }) {
  const reviews = shownReviews(data.reviews, data.limit);
  const { average, count } = feedSummary(data);
  const heading = data.heading ?? locale.t('reviews.heading');
  return (
    <Box as="section" maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py="10" data-block="review-feed">
      <Heading as="h2" fontSize="2xl" mb="3">{heading}</Heading>
      {showsStars(average, data.hideRating) || count !== null ? (
        <Flex align="center" gap="3" mb="6" data-testid="review-summary">
          {showsStars(average, data.hideRating) ? (
            <>
              <Text as="span" fontSize="3xl" fontWeight="bold" aria-hidden="true">{formatRating(average, locale)}</Text>
              <StarRating rating={average} locale={locale} size="lg" />
            </>
          ) : null}
          {count !== null ? <Text as="span" color="fg.muted">{locale.t('reviews.summary', { count: locale.formatNumber(count) })}</Text> : null}
        </Flex>
      ) : null}
      {reviews.length === 0 ? (
        <Text color="fg.muted">{locale.t('reviews.empty')}</Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {reviews.map((review) => (
            <Box as="li" key={review._id} data-testid="review" borderWidth="1px" rounded="lg" p="5" bg="bg">
              <Box as="figure">
                <StarRating rating={review.rating} locale={locale} size="sm" />
                {review.text ? (
                  <Box as="blockquote" mt="2">
                    <Text>{review.text}</Text>
                  </Box>
                ) : null}
                <Box as="figcaption" mt="3" fontSize="sm">
                  <Text as="span" fontWeight="semibold">{review.customer_name}</Text>
                  <Text as="span" color="fg.muted"> · <time dateTime={review.review_date}>{locale.formatDate(`${review.review_date}T00:00:00Z`)}</time></Text>
                </Box>
              </Box>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Box>
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
