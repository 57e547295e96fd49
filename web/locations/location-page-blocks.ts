import type { LocationDoc } from '@dealer/schemas';

/** The words of a location's enquiry form when the contact page has none: the platform's. */
const FALLBACK_FORM = { _type: 'enquiryForm', _key: 'location-enquiry', showLocation: true };

/**
 * §2 /contact-us/{location slug}: the blocks of a location's page. Its card ('Contact Us' hidden, as
 * on the contact page), its pin on the offline map, and the contact page's enquiry form (the
 * dealer's own words), which the page's block context presets to the location.
 */
export function locationPageBlocks(location: LocationDoc, locations: readonly LocationDoc[], contactBlocks: readonly unknown[]): Record<string, unknown>[] {
  const contactForm = contactBlocks.find((block) => (block as { _type?: unknown } | null)?._type === 'enquiryForm') as Record<string, unknown> | undefined;
  const one = { selection: 'one', locationId: location._id, locations };
  return [
    { _type: 'locationMap', _key: 'location-card', display: 'cards', onContactPage: true, ...one },
    { _type: 'locationMap', _key: 'location-map', display: 'map', ...one },
    contactForm ?? FALLBACK_FORM,
  ];
}
