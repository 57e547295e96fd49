import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { CoverImage } from '@dealer/blocks/ui/CoverImage';
import { PostCategory } from '@dealer/blocks/ui/PostCategory';
import { RichText } from '@dealer/blocks/ui/RichText';
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { isReadable, loadPost } from '../../../../../../server/content/posts';
import { loadSite } from '../../../../../../server/content/site';
import { SitePage, sitePageMetadata } from '../../../site-page';

type Props = { params: Promise<{ site: string; slug: string }> };

/**
 * /blog/{slug}: a blog post. When no post has the slug, the path is a CMS page like any other
 * (/blog/vehicle-reviews is a page with a category-filtered blog list), or the site's 404.
 */
async function load(siteSlug: string, slug: string) {
  const preview = (await draftMode()).isEnabled;
  const site = await loadSite(siteSlug, preview);
  if (!site) return undefined;
  const post = await loadPost(siteSlug, preview, slug);
  return post && isReadable(post, new Date(), preview) ? { site, post } : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, slug } = await params;
  const loaded = await load(site, slug);
  if (!loaded) return sitePageMetadata(site, `blog/${slug}`);
  const { post } = loaded;
  return {
    title: post.title,
    ...(post.excerpt ? { description: post.excerpt } : {}),
    openGraph: { type: 'article', title: post.title, publishedTime: post.publishedAt },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const { site: siteSlug, slug } = await params;
  const loaded = await load(siteSlug, slug);
  if (!loaded) return <SitePage siteSlug={siteSlug} pageSlug={`blog/${slug}`} chakra={false} />;
  const { site: { locale }, post } = loaded;
  return (
    <Box as="article" maxW="3xl" mx="auto" px={{ base: '4', md: '8' }} py="10">
      <Link href="/blog" fontSize="sm" textDecoration="underline" mb="6" display="inline-block">← {locale.t('blog.back')}</Link>
      {post.category ? <PostCategory category={post.category} locale={locale} /> : null}
      <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} lineHeight="short" mt="1">{post.title}</Heading>
      <Text color="fg.muted" mt="2"><time dateTime={post.publishedAt}>{locale.formatDate(post.publishedAt)}</time></Text>
      {post.imageUrl ? (
        <Box position="relative" mt="6" rounded="lg" overflow="hidden" bg="bg.muted" css={{ aspectRatio: '16 / 9' }}>
          <CoverImage src={post.imageUrl} alt={post.imageAlt ?? ''} sizes="(min-width: 768px) 720px, 100vw" priority />
        </Box>
      ) : null}
      {post.excerpt ? <Text fontSize="lg" mt="6">{post.excerpt}</Text> : null}
      <Box mt="6" css={{ '& p + p, & ul, & p + h2, & ul + p': { marginTop: '1rem' }, '& h2': { fontWeight: 700, fontSize: '1.5rem', marginTop: '2rem' }, '& h3': { fontWeight: 700, fontSize: '1.25rem', marginTop: '1.5rem' }, '& ul': { paddingLeft: '1.25rem', listStyle: 'disc' }, '& a': { textDecoration: 'underline' } }}>
        <RichText value={post.body} />
      </Box>
    </Box>
  );
}
