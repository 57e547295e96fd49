import type { CustomValidatorResult } from '@sanity/types';

interface SlideLike {
  name?: unknown;
  url?: unknown;
  image?: { asset?: { _ref?: unknown } | null } | null;
  imageUrl?: unknown;
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** A slide shows an uploaded image (a Sanity image with an asset) or, in demo content, an image path. */
export const slideHasImage = (slide: SlideLike) => filled(slide.image?.asset?._ref) || filled(slide.imageUrl);

/**
 * Slider slides need an image and a link (§2 Carousel, §3 Slider slide: id, name, description,
 * url): attached to the hero carousel's `slides` array, it names each slide that misses one.
 */
export const heroSlidesComplete = (slides: unknown, _context?: unknown): CustomValidatorResult => {
  if (!Array.isArray(slides)) return true;
  const problems = slides.flatMap((value, index) => {
    const slide = (value ?? {}) as SlideLike;
    const missing = [!slideHasImage(slide) && 'an image', !filled(slide.url) && 'a link'].filter(Boolean);
    if (missing.length === 0) return [];
    const name = filled(slide.name) ? ` ("${String(slide.name).trim()}")` : '';
    return [`Slide ${index + 1}${name} needs ${missing.join(' and ')}`];
  });
  if (problems.length === 0) return true;
  return `${problems.join('; ')}. Upload an image to each slide and set its link (e.g. /special-offers), or remove the slide.`;
};
