import { Box, Button, Heading, Text } from '@chakra-ui/react';

export interface PromoCardProps {
  title: string;
  text?: string | null;
  label: string;
  href: string;
  tone: 'promo' | 'ad';
  /** The card's heading level in its page's outline (h2 among search results, h3 under a block heading). */
  headingLevel?: 'h2' | 'h3';
}

/** A §3 promo node (or a dealer's ad card) as a card: among search results, or in the promo nodes block. */
export function PromoCard({ title, text, label, href, tone, headingLevel = 'h2' }: PromoCardProps) {
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
        <Heading as={headingLevel} fontSize="xl">{title}</Heading>
        {text ? <Text mt="2">{text}</Text> : null}
      </Box>
      <Button asChild mt="4" bg={tone === 'promo' ? 'white' : 'brand.solid'} color={tone === 'promo' ? 'brand.fg' : 'brand.contrast'}>
        <a href={href}>{label}</a>
      </Button>
    </Box>
  );
}
