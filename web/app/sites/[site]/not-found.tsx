import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { createLocale } from '@dealer/tenants';

/**
 * A site's 404. Not-found pages get no params, so the copy comes from the default locale; the
 * surrounding layout still carries the site's own header, footer and theme.
 */
export default function SiteNotFound() {
  const locale = createLocale('en-AU');
  return (
    <Box maxW="3xl" mx="auto" px={{ base: '4', md: '8' }} py="20" textAlign="center">
      <Heading as="h1" fontSize="4xl">{locale.t('notFound.title')}</Heading>
      <Text mt="4" color="fg.muted" fontSize="lg">{locale.t('notFound.body')}</Text>
      <Button asChild mt="8" colorPalette="brand" bg="brand.solid" color="brand.contrast">
        <a href="/">{locale.t('notFound.home')}</a>
      </Button>
    </Box>
  );
}
