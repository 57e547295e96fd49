'use client';

import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A collapsible facet group on <details>: keyboard and screen-reader friendly with no extra state. */
export function FacetSection({ title, children, defaultOpen = true }: { title: string; children: ReactNode; defaultOpen?: boolean }) {
  return (
    <chakra.details
      role="group"
      aria-label={title}
      open={defaultOpen}
      borderBottomWidth="1px"
      py="2"
      css={{ '& > summary': { cursor: 'pointer', fontWeight: 600, padding: '0.25rem 0' } }}
    >
      <summary>{title}</summary>
      <Box pt="2">{children}</Box>
    </chakra.details>
  );
}
