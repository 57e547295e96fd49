/**
 * The published id behind any stored id: a draft (`drafts.{id}`) or a release's version
 * (`versions.{release}.{id}`, README "Content Releases") is the same document as `{id}`.
 */
export function publishedIdOf(id: string): string {
  if (id.startsWith('drafts.')) return id.slice('drafts.'.length);
  const version = /^versions\.[^.]+\.(.+)$/.exec(id);
  return version ? version[1]! : id;
}

/**
 * A GROQ condition true for the document's own published copy, draft and versions in every
 * release (`$published` is its published id), which never clash with it.
 */
export const sameDocument = 'sanity::versionOf($published)';
