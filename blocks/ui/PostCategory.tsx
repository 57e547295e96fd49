import { messagesEnAU, type LocaleFormatter, type MessageKey } from '@dealer/tenants';
import styles from './PostCategory.module.css';

/** A blog category's label from the locale catalogue, or its slug in words for one the catalogue lacks. */
export function categoryLabel(category: string, locale: LocaleFormatter): string {
  const key = `blog.category.${category}`;
  return key in messagesEnAU ? locale.t(key as MessageKey) : category.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

/** The category line above a post's title (blog cards and the post page). */
export function PostCategory({ category, locale }: { category: string; locale: LocaleFormatter }) {
  return <p className={styles.category}>{categoryLabel(category, locale)}</p>;
}
