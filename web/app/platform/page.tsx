import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { createLocale, resolveSiteConfig, siteDefinitions } from '@dealer/tenants';
import { headers } from 'next/headers';

/** localhost:3000 lists the demo sites, each linked on the same port as this request. */
export default async function PlatformIndex() {
  const host = (await headers()).get('host') ?? 'localhost:3000';
  const port = host.match(/:(\d+)$/)?.[1] ?? '80';
  const locale = createLocale('en-AU');
  const sites = siteDefinitions.map((definition) => resolveSiteConfig(definition).config);
  return (
    <Box as="main" maxW="3xl" mx="auto" px="6" py="16">
      <Heading as="h1" fontSize="3xl">{locale.t('platform.title')}</Heading>
      <Text mt="3" color="fg.muted">{locale.t('platform.intro')}</Text>
      <Stack as="ul" listStyleType="none" mt="8" gap="4">
        {sites.map((site) => {
          const url = `http://${site.slug}.localhost${port === '80' ? '' : `:${port}`}`;
          return (
            <Box as="li" key={site.slug} borderWidth="1px" rounded="lg" p="4">
              <Link href={url} fontWeight="bold" fontSize="lg" color="brand.fg">{site.name}</Link>
              <Text fontSize="sm" color="fg.muted">{site.copy.tagline} · {site.locale} · template {site.template}</Text>
              <Text fontSize="sm" fontFamily="mono">{url}</Text>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
