import { Box, Flex, Link, Stack } from '@chakra-ui/react';
import type { MenuItem } from '@dealer/schemas';
import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';
import { LocationsMenu } from './LocationsMenu';
import { MobileNav } from './MobileNav';
import { NavDropdown } from './NavDropdown';

// Chakra's Link, not chakra.a: a server component cannot read properties off a client module.
const linkCss = { display: 'block', padding: '0.5rem 0.75rem', borderRadius: '0.375rem', fontWeight: 500, textDecoration: 'none', _hover: { background: 'brand.subtle' } } as const;

/** §2 header menus from the site's header menu document; the Locations dropdown comes from site config. */
export function SiteHeader({ site, items, locale }: { site: SiteConfig; items: MenuItem[]; locale: LocaleFormatter }) {
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="relative">
      <Link
        href="#main"
        position="absolute"
        left="2"
        // Far enough up to stay hidden above the preview banner too, until it has focus.
        top="-24"
        _focus={{ top: '2' }}
        bg="brand.solid"
        color="brand.contrast"
        px="3"
        py="2"
        rounded="md"
        zIndex="overlay"
      >
        {locale.t('nav.skipToContent')}
      </Link>
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="3" align="center" justify="space-between" gap="4">
        <Link href="/" fontWeight="extrabold" fontSize={{ base: 'lg', md: 'xl' }} color="brand.fg" letterSpacing="tight">
          {site.logo.text}
        </Link>
        <MobileNav openLabel={locale.t('nav.openMenu')} closeLabel={locale.t('nav.closeMenu')}>
          <nav aria-label="Main">
            <Stack as="ul" listStyleType="none" direction={{ base: 'column', lg: 'row' }} gap="1" p={{ base: '3', lg: '0' }} align={{ lg: 'center' }}>
              {items.map((item) => (
                <li key={item._key}>
                  {item._type === 'menuLink' ? (
                    <Link href={item.href} css={linkCss}>{item.label}</Link>
                  ) : item._type === 'menuGroup' ? (
                    <NavDropdown label={item.label}>
                      <Stack as="ul" listStyleType="none" gap="0">
                        {item.links.map((link) => (
                          <li key={link._key}>
                            <Link href={link.href} css={linkCss}>{link.label}</Link>
                          </li>
                        ))}
                      </Stack>
                    </NavDropdown>
                  ) : (
                    <LocationsMenu label={item.label ?? locale.t('nav.locations')} locations={site.locations} locale={locale} />
                  )}
                </li>
              ))}
            </Stack>
          </nav>
        </MobileNav>
      </Flex>
    </Box>
  );
}
