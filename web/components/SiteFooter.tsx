import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MenuItem } from '@dealer/schemas';
import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';

/** §2 footer groups (Models, Buyer Tools, Servicing and Parts) from content, then the dealership itself. */
export function SiteFooter({ site, items, locale }: { site: SiteConfig; items: MenuItem[]; locale: LocaleFormatter }) {
  const groups = items.filter((item) => item._type === 'menuGroup');
  const primary = site.locations.find((location) => location.primary) ?? site.locations[0]!;
  return (
    <Box as="footer" bg="gray.900" color="gray.100" mt="16">
      <SimpleGrid maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="10" columns={{ base: 1, sm: 2, lg: groups.length + 1 }} gap="8">
        {groups.map((group) => (
          <nav key={group._key} aria-label={group.label}>
            <Heading as="h2" fontSize="md" mb="3" color="white">{group.label}</Heading>
            <Stack as="ul" listStyleType="none" gap="2" fontSize="sm">
              {group.links.map((link) => (
                <li key={link._key}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </Stack>
          </nav>
        ))}
        <Box>
          <Heading as="h2" fontSize="md" mb="3" color="white">{site.name}</Heading>
          <Stack gap="1" fontSize="sm">
            <Text>{primary.address.street}</Text>
            <Text>{primary.address.city} {primary.address.state} {primary.address.postcode}</Text>
            <a href={`tel:${primary.phone.replace(/[^\d+]/g, '')}`}>{primary.phone}</a>
            {primary.dealer_license_number ? <Text>{locale.t('footer.dealerLicence', { number: primary.dealer_license_number })}</Text> : null}
          </Stack>
        </Box>
      </SimpleGrid>
      <Box borderTopWidth="1px" borderColor="gray.700">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="4" fontSize="sm" gap="2">
          <Text>{locale.t('footer.copyright', { year: new Date().getFullYear(), name: site.name })}</Text>
          <Stack as="ul" listStyleType="none" direction="row" gap="4">
            <li><a href="/privacy-policy">{locale.t('footer.privacy')}</a></li>
            <li><a href="/terms-and-conditions">{locale.t('footer.terms')}</a></li>
          </Stack>
        </Stack>
      </Box>
    </Box>
  );
}
