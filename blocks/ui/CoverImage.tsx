import Image from 'next/image';

/**
 * A blog or location picture filling its box. Locally generated demo pictures (/car-images/…?v=1)
 * go through the image optimiser; CMS asset URLs are shown as they are (no remote loader is
 * configured, and nothing is fetched from a CDN when there is no image).
 */
export function CoverImage({ src, alt, sizes, priority = false }: { src: string; alt: string; sizes: string; priority?: boolean }) {
  const optimisable = /^\/car-images\/[a-z-]+\/[a-z-]+\.png\?v=1$/.test(src);
  return (
    <Image
      src={src}
      alt={alt}
      fill
      sizes={sizes}
      unoptimized={!optimisable}
      {...(optimisable ? { quality: 80 } : {})}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      style={{ objectFit: 'cover' }}
    />
  );
}
