'use client';

import { Box, Button, Flex, Heading, HStack, IconButton, Text } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';
import { carouselControls, goTo } from './carousel-state';
import type { HeroSlide } from './data';

export interface HeroCarouselLabels {
  region: string;
  previous: string;
  next: string;
  goTo: string; // contains {index}
  overlay: string | null;
}

const tones = {
  brand: { bg: 'brand.900', color: 'white' },
  dark: { bg: 'gray.900', color: 'white' },
  light: { bg: 'gray.100', color: 'gray.900' },
} as const;

/** The only client part of the hero: slide index, buttons and arrow keys. */
export function HeroCarouselClient({ slides, labels }: { slides: HeroSlide[]; labels: HeroCarouselLabels }) {
  const [index, setIndex] = useState(0);
  const count = slides.length;
  const { canGoPrevious, canGoNext } = carouselControls({ index, count });
  const move = (target: number) => setIndex(goTo({ index, count }, target));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') move(index - 1);
    if (event.key === 'ArrowRight') move(index + 1);
  };

  return (
    <Box as="section" aria-roledescription="carousel" aria-label={labels.region} position="relative" onKeyDown={onKeyDown}>
      {slides.map((slide, i) => {
        const tone = tones[slide.tone ?? 'brand'];
        return (
          <Box
            key={slide._key}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
            hidden={i !== index}
            bg={tone.bg}
            color={tone.color}
            backgroundImage={slide.imageUrl ? `linear-gradient(90deg, rgba(0,0,0,.65), rgba(0,0,0,.15)), url(${slide.imageUrl})` : undefined}
            backgroundSize="cover"
            backgroundPosition="center"
            minH={{ base: '320px', md: '420px' }}
            display={i === index ? 'flex' : 'none'}
            alignItems="center"
          >
            <Box maxW="6xl" mx="auto" w="full" px={{ base: '5', md: '8' }} py="12">
              <Heading as="h2" fontSize={{ base: '3xl', md: '5xl' }} maxW="2xl" lineHeight="1.1">
                <a href={slide.url}>{slide.name}</a>
              </Heading>
              {slide.description ? (
                <Text mt="4" fontSize={{ base: 'md', md: 'xl' }} maxW="xl">
                  {slide.description}
                </Text>
              ) : null}
              {labels.overlay ? (
                <Button asChild mt="6" size="lg" bg="white" color="brand.fg" _hover={{ bg: 'brand.subtle' }}>
                  <a href={slide.url}>{labels.overlay}</a>
                </Button>
              ) : null}
            </Box>
          </Box>
        );
      })}
      {count > 1 ? (
        <Flex position="absolute" bottom="4" insetX="0" justify="center" align="center" gap="3">
          <IconButton aria-label={labels.previous} size="sm" variant="surface" disabled={!canGoPrevious} onClick={() => move(index - 1)}>
            <span aria-hidden="true">‹</span>
          </IconButton>
          <HStack gap="1">
            {slides.map((slide, i) => (
              <Box
                as="button"
                key={slide._key}
                aria-label={labels.goTo.replace('{index}', String(i + 1))}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => move(i)}
                w="6"
                h="6"
                display="grid"
                placeItems="center"
                cursor="pointer"
              >
                <Box as="span" w="2.5" h="2.5" rounded="full" bg={i === index ? 'white' : 'whiteAlpha.600'} borderWidth="1px" borderColor="blackAlpha.500" />
              </Box>
            ))}
          </HStack>
          <IconButton aria-label={labels.next} size="sm" variant="surface" disabled={!canGoNext} onClick={() => move(index + 1)}>
            <span aria-hidden="true">›</span>
          </IconButton>
        </Flex>
      ) : null}
    </Box>
  );
}
