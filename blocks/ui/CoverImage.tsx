import Image from 'next/image';
import { isOptimisableImage } from './optimisable-image';

/**
 * A hero, blog or location picture filling its box, resized and re-encoded by the image optimiser
 * when it is one of ours (see isOptimisableImage), otherwise shown as it is.
 */
export function CoverImage({ src, alt, sizes, priority = false }: { src: string; alt: string; sizes: string; priority?: boolean }) {
  const optimisable = isOptimisableImage(src);
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
