import { Box, Button, Heading, Text } from '@chakra-ui/react';

/** A promo or ad card in the results grid, the size of a car card. */
export function PromoCard({ title, text, label, href, tone }: { title: string; text?: string | null; label: string; href: string; tone: 'promo' | 'ad' }) {
  return (
    <Box
      as="aside"
      aria-label={title}
      data-testid={tone === 'promo' ? 'promo-card' : 'ad-card'}
      h="full"
      minH="64"
      rounded="lg"
      p="6"
      display="flex"
      flexDirection="column"
      justifyContent="space-between"
      bg={tone === 'promo' ? 'brand.900' : 'brand.subtle'}
      color={tone === 'promo' ? 'white' : 'brand.fg'}
    >
      <Box>
        <Heading as="h2" fontSize="xl">{title}</Heading>
        {text ? <Text mt="2">{text}</Text> : null}
      </Box>
      <Button asChild mt="4" bg={tone === 'promo' ? 'white' : 'brand.solid'} color={tone === 'promo' ? 'brand.fg' : 'brand.contrast'}>
        <a href={href}>{label}</a>
      </Button>
    </Box>
  );
}
