import { Box, Stack, Text } from '@chakra-ui/react';
import type { LocaleFormatter, SiteLocation } from '@dealer/tenants';
import { NavDropdown } from './NavDropdown';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** §2 Locations dropdown: each location's address and phone (a tel: link), and a link to /contact. */
export function LocationsMenu({ label, locations, locale }: { label: string; locations: SiteLocation[]; locale: LocaleFormatter }) {
  return (
    <NavDropdown label={label} align="end">
      <Stack as="ul" gap="3" listStyleType="none">
        {locations.map((location) => (
          <Box as="li" key={location.id} fontSize="sm">
            <Text fontWeight="semibold">{location.name}</Text>
            <Text color="fg.muted">
              {location.address.street}, {location.address.city} {location.address.state} {location.address.postcode}
            </Text>
            <a href={telHref(location.phone)} aria-label={locale.t('location.call', { name: location.name, phone: location.phone })}>
              <Text as="span" textDecoration="underline">{location.phone}</Text>
            </a>
          </Box>
        ))}
        <li>
          <a href="/contact">
            <Text as="span" fontSize="sm" fontWeight="semibold" textDecoration="underline">{locale.t('nav.contactUs')}</Text>
          </a>
        </li>
      </Stack>
    </NavDropdown>
  );
}
