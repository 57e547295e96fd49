import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A dropdown built on <details>: opens with Enter/Space and by click, works without JavaScript,
 * and is announced as expandable by screen readers.
 */
export function NavDropdown({ label, children, align = 'start' }: { label: string; children: ReactNode; align?: 'start' | 'end' }) {
  return (
    <Box
      as="details"
      position="relative"
      css={{
        '& > summary': { listStyle: 'none', cursor: 'pointer', padding: '0.5rem 0.75rem', fontWeight: 500, borderRadius: '0.375rem' },
        '& > summary::-webkit-details-marker': { display: 'none' },
        '& > summary::after': { content: '"▾"', marginInlineStart: '0.35rem', fontSize: '0.8em' },
        '& > summary:hover': { background: 'var(--chakra-colors-brand-subtle)' },
      }}
    >
      <summary>{label}</summary>
      <Box
        position={{ base: 'static', lg: 'absolute' }}
        {...(align === 'end' ? { right: '0' } : { left: '0' })}
        top="100%"
        minW="64"
        bg="bg"
        borderWidth={{ base: '0', lg: '1px' }}
        rounded="md"
        shadow={{ base: 'none', lg: 'lg' }}
        p="2"
        zIndex="dropdown"
      >
        {children}
      </Box>
    </Box>
  );
}
