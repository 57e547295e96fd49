import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { createLocale } from '@dealer/tenants';

export default function PlatformNotFound() {
  const locale = createLocale('en-AU');
  return (
    <Box as="main" maxW="3xl" mx="auto" px="6" py="16">
      <Heading as="h1">{locale.t('notFound.title')}</Heading>
      <Text mt="3">{locale.t('notFound.body')}</Text>
      <Link href="/" mt="6" display="inline-block" textDecoration="underline">{locale.t('notFound.home')}</Link>
    </Box>
  );
}
