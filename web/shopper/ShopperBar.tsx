'use client';

import { Box, Flex, Link } from '@chakra-ui/react';
import { compareList, favourites, useLocalList } from '@dealer/blocks/ui/shopper/local-list';

/** A slim bar linking to favourites and compare once the shopper has saved something. */
export function ShopperBar({ labels }: { labels: { favourites: string; compare: string; region: string } }) {
  const saved = useLocalList(favourites).length;
  const comparing = useLocalList(compareList).length;
  if (saved === 0 && comparing === 0) return null;
  return (
    <Box as="nav" aria-label={labels.region} position="sticky" bottom="0" zIndex="sticky" bg="brand.solid" color="brand.contrast" px="4" py="2">
      <Flex maxW="7xl" mx="auto" gap="6" justify="flex-end" fontWeight="semibold">
        {saved > 0 ? <Link href="/favourites" color="inherit">{labels.favourites.replace('{count}', String(saved))}</Link> : null}
        {comparing > 0 ? <Link href="/compare" color="inherit">{labels.compare.replace('{count}', String(comparing))}</Link> : null}
      </Flex>
    </Box>
  );
}
