import { Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { Icon } from '../ui/icons';
import { defineBlock } from '../registry/define-block';
import { marketingStripDataSchema, marketingStripProjection } from './data';
import { marketingStripPreview } from './preview';
import { marketingStripSchema } from './schema';

export const marketingStripBlock = defineBlock({
  type: 'marketingStrip',
  schema: marketingStripSchema,
  projection: marketingStripProjection,
  data: marketingStripDataSchema,
  preview: marketingStripPreview,
  Component: ({ data }) => (
    <Box as="section" bg="brand.solid" color="brand.contrast">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: data.items.length }} gap="4" maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py="6">
        {data.items.map((item) => {
          const body = (
            <Flex gap="3" align="center">
              <Icon name={item.icon ?? 'reserve'} size={32} />
              <Box>
                <Text fontWeight="bold" fontSize="lg">{item.title}</Text>
                {item.text ? <Text fontSize="sm" opacity={0.9}>{item.text}</Text> : null}
              </Box>
            </Flex>
          );
          return <li key={item._key}>{item.href ? <a href={item.href}>{body}</a> : body}</li>;
        })}
      </SimpleGrid>
    </Box>
  ),
});
