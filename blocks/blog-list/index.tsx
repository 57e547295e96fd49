import { siteTimeZone } from '@dealer/tenants';
import type { BlockContext } from '../registry/define-block';
import { defineBlock } from '../registry/define-block';
import { CoverImage } from '../ui/CoverImage';
import { PostCategory } from '../ui/PostCategory';
import { blogListDataSchema, blogListProjection, listedPosts, type BlogListData } from './data';
import { blogListPreview } from './preview';
import { blogListSchema } from './schema';
import styles from './BlogList.module.css';

function BlogList({ data, context: { locale, now, site } }: { data: BlogListData; context: BlockContext }) {
  const posts = listedPosts(data.posts, data, now);
  const heading = data.heading ?? null;
  const CardHeading = heading ? 'h3' : 'h2';
  return (
    <section aria-label={heading ? undefined : locale.t('blog.heading')} className={styles.section} data-block="blog-list">
      {heading ? <h2 className={styles.heading}>{heading}</h2> : null}
      {posts.length === 0 ? (
        <p className={styles.muted}>{locale.t('blog.empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {posts.map((post, index) => (
            <li key={post._id}>
              <article data-testid="post-card" className={styles.card}>
                {post.imageUrl ? (
                  <div className={styles.cover}>
                    <CoverImage src={post.imageUrl} alt={post.imageAlt ?? ''} sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw" priority={index === 0} />
                  </div>
                ) : null}
                <div className={styles.body}>
                  {post.category ? <PostCategory category={post.category} locale={locale} /> : null}
                  <CardHeading className={styles.title}>
                    <a href={`/blog/${post.slug}`} className={styles.link}>{post.title}</a>
                  </CardHeading>
                  <span className={styles.date}><time dateTime={post.publishedAt}>{locale.formatDateIn(post.publishedAt, siteTimeZone(site))}</time></span>
                  {post.excerpt ? <p className={styles.muted}>{post.excerpt}</p> : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
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
