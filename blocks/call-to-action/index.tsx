import { Box, Button, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { defineBlock } from '../registry/define-block';
import { callToActionDataSchema, callToActionProjection, type CallToActionData } from './data';
import { callToActionPreview } from './preview';
import { callToActionSchema } from './schema';

const tones = {
  brand: { bg: 'brand.900', color: 'white', primary: { bg: 'white', color: 'brand.fg' }, secondary: { borderColor: 'white', color: 'white' } },
  dark: { bg: 'gray.900', color: 'white', primary: { bg: 'white', color: 'gray.900' }, secondary: { borderColor: 'white', color: 'white' } },
  light: { bg: 'gray.100', color: 'gray.900', primary: { bg: 'brand.solid', color: 'brand.contrast' }, secondary: { borderColor: 'gray.900', color: 'gray.900' } },
} as const;

/** A call to action band: heading, text, a main and an optional second button, and an optional image. Server only. */
function CallToAction({ data }: { data: CallToActionData }) {
  const tone = tones[data.tone];
  return (
    <Box as="section" maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py="8" data-block="call-to-action">
      <Box
        rounded="xl"
        overflow="hidden"
        bg={tone.bg}
        color={tone.color}
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: data.imageUrl ? '3fr 2fr' : '1fr' }}
        alignItems="center"
      >
        <Box p={{ base: '6', md: '10' }}>
          <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }}>{data.heading}</Heading>
          {data.text ? <Text mt="3" fontSize="lg" maxW="2xl">{data.text}</Text> : null}
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="6">
            <Button asChild size="lg" bg={tone.primary.bg} color={tone.primary.color} _hover={{ opacity: 0.9 }}>
              <a href={data.primary.href}>{data.primary.label}</a>
            </Button>
            {data.secondary ? (
              <Button asChild size="lg" variant="outline" borderColor={tone.secondary.borderColor} color={tone.secondary.color} _hover={{ bg: 'whiteAlpha.200' }}>
                <a href={data.secondary.href}>{data.secondary.label}</a>
              </Button>
            ) : null}
          </Stack>
        </Box>
        {data.imageUrl ? (
          <Box display={{ base: 'none', md: 'block' }} h="full" minH="56">
            <Image src={data.imageUrl} alt={data.imageAlt ?? ''} loading="lazy" w="full" h="full" objectFit="cover" />
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}

export const callToActionBlock = defineBlock({
  type: 'callToAction',
  schema: callToActionSchema,
  projection: callToActionProjection,
  data: callToActionDataSchema,
  preview: callToActionPreview,
  Component: CallToAction,
});
