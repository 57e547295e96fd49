import { Box, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { defineBlock } from '../registry/define-block';
import { featureBannersDataSchema, featureBannersProjection } from './data';
import { featureBannersPreview } from './preview';
import { featureBannersSchema } from './schema';

export const featureBannersBlock = defineBlock({
  type: 'featureBanners',
  schema: featureBannersSchema,
  projection: featureBannersProjection,
  data: featureBannersDataSchema,
  preview: featureBannersPreview,
  Component: ({ data }) => (
    <Box as="section" maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py="10">
      <SimpleGrid columns={{ base: 1, md: data.banners.length >= 3 ? 3 : data.banners.length }} gap="5">
        {data.banners.map((banner) => (
          <LinkBox
            as="article"
            key={banner._key}
            rounded="xl"
            p="6"
            bg="brand.subtle"
            color="brand.fg"
            borderWidth="1px"
            borderColor="brand.muted"
            _hover={{ shadow: 'md' }}
            _focusWithin={{ outline: '2px solid', outlineColor: 'brand.solid' }}
          >
            <Heading as="h2" fontSize="xl">{banner.title}</Heading>
            {banner.text ? <Text mt="2" color="fg.muted">{banner.text}</Text> : null}
            <LinkOverlay href={banner.href} display="inline-block" mt="4" fontWeight="semibold" textDecoration="underline">
              {banner.label}
            </LinkOverlay>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Box>
  ),
});
