import { describe, expect, it } from 'vitest';
import { isOptimisableImage } from './optimisable-image';

describe('isOptimisableImage (README "Page speed": the hero picture goes through next/image, not at 1600 px PNG)', () => {
  it.each([
    ['/car-images/suv/white.png?v=1&w=1600', true],
    ['/car-images/suv/black.png?v=1', true],
    ['/car-images/peopleMover/silver.png', true],
    ['/cms-images/abc/production/0123456789abcdef0123456789abcdef01234567-1600x900.jpg', true],
    ['/cms-images/abc/production/0123456789abcdef0123456789abcdef01234567-64x64.svg', false],
    ['https://cdn.sanity.io/images/p/d/x-1x1.png', false],
    ['//evil.example/car-images/suv/white.png', false],
    ['/car-images/../secret.png', false],
  ])('%s → %s', (src, expected) => {
    expect(isOptimisableImage(src)).toBe(expected);
  });
});
