import type { LocationDoc } from '@dealer/schemas';
import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';
import { enquiryErrorMessages, enquiryRulesFor, GENERAL_ENQUIRY } from '@dealer/leads';
import { captchaLabels } from '../ui/captcha/labels';
import { QuickEnquiry } from '../ui/car-card/QuickEnquiry';
import { enquiryFormLabels } from '../enquiry-form/labels';
import { serves } from './data';

/** What a shopper may ask a location about: always a general enquiry, then what it serves (§3 location_type). */
export function emailUsCategories(location: Pick<LocationDoc, 'location_type'>): string[] {
  const needs = (['sales', 'service', 'parts'] as const).filter((need) => serves(location, need));
  return [GENERAL_ENQUIRY, ...needs.map((need) => need[0]!.toUpperCase() + need.slice(1))];
}

/**
 * §2 "an Email Us dialog on some sites" (`features.emailUs`): the card's button opens the enquiry
 * form in a modal dialog (the car card's Quick Enquiry dialog: native <dialog>, focus kept in it,
 * Escape closes), sent to this location and its dealership through POST /api/enquiries.
 */
export function EmailUs({ location, site, locale, buttonClassName }: { location: LocationDoc; site: SiteConfig; locale: LocaleFormatter; buttonClassName: string }) {
  const t = locale.t;
  const rules = enquiryRulesFor(site);
  // A dealership the site does not list is left for the shopper to pick (§5), as the car card does.
  const dealership = rules.dealerships.some((candidate) => candidate.value === location.dealership_slug) ? location.dealership_slug! : '';
  return (
    <QuickEnquiry
      buttonClassName={buttonClassName}
      labels={{ open: t('location.emailUs'), heading: t('location.emailUsHeading', { name: location.name }), close: t('location.emailUsClose'), loading: t('location.emailUsLoading') }}
      form={{
        labels: enquiryFormLabels(t),
        errorMessages: enquiryErrorMessages(t),
        rules,
        categories: emailUsCategories(location),
        showLocation: false,
        defaultLocation: location.slug,
        attached: { location: location.slug, dealership_slug: dealership },
        captcha: captchaLabels(site, t),
      }}
    />
  );
}
