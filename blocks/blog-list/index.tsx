import { Box, Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { BlockContext } from '../registry/define-block';
import { defineBlock } from '../registry/define-block';
import { CoverImage } from '../ui/CoverImage';
import { PostCategory } from '../ui/PostCategory';
import { blogListDataSchema, blogListProjection, listedPosts, type BlogListData } from './data';
import { blogListPreview } from './preview';
import { blogListSchema } from './schema';

function BlogList({ data, context: { locale, now } }: { data: BlogListData; context: BlockContext }) {
  const posts = listedPosts(data.posts, data, now);
  const heading = data.heading ?? null;
  const cardHeading = heading ? 'h3' : 'h2';
  return (
    <Box as="section" aria-label={heading ? undefined : locale.t('blog.heading')} maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py="8" data-block="blog-list">
      {heading ? <Heading as="h2" fontSize="2xl" mb="4">{heading}</Heading> : null}
      {posts.length === 0 ? (
        <Text color="fg.muted">{locale.t('blog.empty')}</Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {posts.map((post, index) => (
            <li key={post._id}>
              <LinkBox as="article" data-testid="post-card" h="full" borderWidth="1px" rounded="lg" overflow="hidden" bg="bg" display="flex" flexDirection="column" _hover={{ shadow: 'md' }} _focusWithin={{ outline: '2px solid', outlineColor: 'brand.solid' }}>
                {post.imageUrl ? (
                  <Box position="relative" bg="bg.muted" css={{ aspectRatio: '16 / 9' }}>
                    <CoverImage src={post.imageUrl} alt={post.imageAlt ?? ''} sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw" priority={index === 0} />
                  </Box>
                ) : null}
                <Stack gap="2" p="5" flex="1">
                  {post.category ? <PostCategory category={post.category} locale={locale} /> : null}
                  <Heading as={cardHeading} fontSize="lg" lineHeight="short">
                    <LinkOverlay href={`/blog/${post.slug}`}>{post.title}</LinkOverlay>
                  </Heading>
                  <Text as="span" fontSize="sm" color="fg.muted"><time dateTime={post.publishedAt}>{locale.formatDate(post.publishedAt)}</time></Text>
                  {post.excerpt ? <Text color="fg.muted">{post.excerpt}</Text> : null}
                </Stack>
              </LinkBox>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}

/** The site's blog posts as cards (§2 /blog and /blog/{category}). */
export const blogListBlock = defineBlock({
  type: 'blogList',
  schema: blogListSchema,
  projection: blogListProjection,
  data: blogListDataSchema,
  preview: blogListPreview,
  Component: BlogList,
});
