'use client';

import { Box, Button } from '@chakra-ui/react';
import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * Below the lg breakpoint the main navigation folds behind a Menu button. The links themselves are
 * server-rendered children; this island only holds the open/closed state.
 */
export function MobileNav({ openLabel, closeLabel, children }: { openLabel: string; closeLabel: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  // eslint-disable-next-line react-hooks/set-state-in-effect -- navigating closes the menu
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <Button
        display={{ base: 'inline-flex', lg: 'none' }}
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls="main-nav"
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        {open ? closeLabel : openLabel}
      </Button>
      <Box
        id="main-nav"
        display={{ base: open ? 'block' : 'none', lg: 'block' }}
        position={{ base: 'absolute', lg: 'static' }}
        top="100%"
        insetX="0"
        bg="bg"
        borderBottomWidth={{ base: '1px', lg: '0' }}
        shadow={{ base: 'md', lg: 'none' }}
        zIndex="dropdown"
      >
        {children}
      </Box>
    </>
  );
}
