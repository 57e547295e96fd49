import { CoverImage } from '@dealer/blocks/ui/CoverImage';
import { PostCategory } from '@dealer/blocks/ui/PostCategory';
import { RichText } from '@dealer/blocks/ui/RichText';
import { siteTimeZone } from '@dealer/tenants';
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { isReadable, loadPost } from '@/server/content/posts';
import { loadSite } from '@/server/content/site';
import { SitePage, sitePageMetadata } from '../../site-page';
import styles from './post.module.css';

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

/** Rendered on first visit, then cached (see the site layout). */
export function generateStaticParams(): { slug: string }[] {
  return [];
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
  if (!loaded) return <SitePage siteSlug={siteSlug} pageSlug={`blog/${slug}`} />;
  const { site: { locale, config }, post } = loaded;
  return (
    <article className={styles.post}>
      <a href="/blog" className={styles.back}>← {locale.t('blog.back')}</a>
      {post.category ? <PostCategory category={post.category} locale={locale} /> : null}
      <h1 className={styles.title}>{post.title}</h1>
      <p className={styles.date}><time dateTime={post.publishedAt}>{locale.formatDateIn(post.publishedAt, siteTimeZone(config))}</time></p>
      {post.imageUrl ? (
        <div className={styles.cover}>
          <CoverImage src={post.imageUrl} alt={post.imageAlt ?? ''} sizes="(min-width: 768px) 720px, 100vw" priority />
        </div>
      ) : null}
      {post.excerpt ? <p className={styles.excerpt}>{post.excerpt}</p> : null}
      <div className={styles.body}>
        <RichText value={post.body} />
      </div>
    </article>
  );
}
