import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { PortableTextValue } from '@dealer/schemas';

const components: PortableTextComponents = {
  marks: {
    link: ({ children, value }) => {
      const href = typeof value?.href === 'string' && /^(\/|https?:|mailto:|tel:)/.test(value.href) ? value.href : undefined;
      return href ? <a href={href}>{children}</a> : <>{children}</>;
    },
  },
};

/** Portable Text from the CMS, as semantic HTML. Unknown types render nothing instead of failing. */
export function RichText({ value }: { value: PortableTextValue }) {
  return (
    <PortableText
      value={value as never}
      components={components}
      onMissingComponent={(message) => console.warn(`[rich-text] ${message}`)}
    />
  );
}
