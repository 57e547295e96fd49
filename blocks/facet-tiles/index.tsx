import { Box, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { bodyLabel, bodySearchPath, makeSearchPath } from '@dealer/stock';
import { defineBlock } from '../registry/define-block';
import { MakeMonogram } from '../ui/MakeMonogram';
import { facetTilesDataSchema, facetTilesProjection, type FacetTilesData } from './data';
import { facetTilesPreview } from './preview';
import { facetTilesSchema } from './schema';
import type { BlockContext } from '../registry/define-block';

async function FacetTiles({ data, context }: { data: FacetTilesData; context: BlockContext }) {
  const result = await context.searchStock({ hitsPerPage: 0, facets: [data.facet], maxValuesPerFacet: data.limit });
  const values = Object.entries(result.facets?.[data.facet] ?? {}).slice(0, data.limit) as [string, number][];
  if (values.length === 0) return null; // no stock of this kind: no empty grid
  const href = data.facet === 'make' ? makeSearchPath : bodySearchPath;
  return (
    <Box as="section" maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py="8" aria-label={data.heading ?? undefined}>
      {data.heading ? <Heading as="h2" fontSize="2xl" mb="4">{data.heading}</Heading> : null}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, lg: 4 }} gap="3">
        {values.map(([value, count]) => (
          <li key={value}>
            <Link href={href(value)} display="flex" alignItems="center" gap="3" p="4" borderWidth="1px" rounded="lg" textDecoration="none" _hover={{ bg: 'brand.subtle', borderColor: 'brand.muted' }}>
              {data.facet === 'make' ? <MakeMonogram make={value} size={32} /> : null}
              <Box>
                <Text fontWeight="semibold">{data.facet === 'body' ? bodyLabel(value) : value}</Text>
                <Text fontSize="sm" color="fg.muted">{context.locale.formatNumber(count)}</Text>
              </Box>
            </Link>
          </li>
        ))}
      </SimpleGrid>
    </Box>
  );
}

export const facetTilesBlock = defineBlock({
  type: 'facetTiles',
  schema: facetTilesSchema,
  projection: facetTilesProjection,
  data: facetTilesDataSchema,
  preview: facetTilesPreview,
  Component: FacetTiles,
});
