'use client';

import { Box, chakra, Flex, IconButton } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A horizontally scrolling list of server-rendered items with previous/next buttons, disabled at
 * the ends (§4). Scrolling by touch, trackpad or keyboard keeps working without the buttons.
 */
export function ScrollCarousel({ label, previousLabel, nextLabel, children }: { label: string; previousLabel: string; nextLabel: string; children: ReactNode }) {
  const track = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ start: true, end: false });
  const update = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEnds({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [update]);
  const scroll = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.9, behavior: 'smooth' });
  return (
    <Box position="relative" aria-roledescription="carousel" aria-label={label} role="region">
      <Flex justify="flex-end" gap="2" mb="2">
        <IconButton aria-label={previousLabel} size="sm" variant="outline" disabled={ends.start} onClick={() => scroll(-1)}><span aria-hidden="true">‹</span></IconButton>
        <IconButton aria-label={nextLabel} size="sm" variant="outline" disabled={ends.end} onClick={() => scroll(1)}><span aria-hidden="true">›</span></IconButton>
      </Flex>
      <chakra.ul
        ref={track}
        display="flex"
        onScroll={update}
        listStyleType="none"
        gap="4"
        overflowX="auto"
        pb="2"
        css={{ scrollSnapType: 'x mandatory', '& > li': { scrollSnapAlign: 'start', flex: '0 0 auto', width: 'min(300px, 85vw)' } }}
      >
        {children}
      </chakra.ul>
    </Box>
  );
}
