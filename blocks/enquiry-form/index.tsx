import type { BlockContext } from '../registry/define-block';
import { defineBlock } from '../registry/define-block';
import { enquiryFormDataSchema, enquiryFormProjection, type EnquiryFormData } from './data';
import { EnquiryFormIsland } from './EnquiryFormIsland';
import { enquiryFormLabels } from './labels';
import { captchaLabels } from '../ui/captcha/labels';
import { enquiryErrorMessages, enquiryRulesFor, locationShown } from '@dealer/leads';
import styles from './EnquiryForm.module.css';
import { enquiryFormPreview } from './preview';
import { enquiryFormSchema } from './schema';

/** The location a lead goes to when the shopper is not asked: the primary sales location, else the first. */
function defaultLocation(site: BlockContext['site']): string {
  const sales = site.locations.filter((location) => location.location_type === 'sales');
  return (sales.find((location) => location.primary) ?? sales[0] ?? site.locations[0])?.slug ?? '';
}

/**
 * On a location's own page (§2 /contact-us/{location slug}) the form starts with that location (and
 * its dealership, when the site lists it) chosen; the shopper can still pick another location.
 */
function presetLocation(location: BlockContext['location'], rules: ReturnType<typeof enquiryRulesFor>) {
  if (!location || !rules.locations.some((option) => option.value === location.slug)) return undefined;
  const dealership = rules.dealerships.some((option) => option.value === location.dealershipSlug) ? location.dealershipSlug! : '';
  return { location: location.slug, dealership_slug: dealership };
}

/** Heading and intro render on the server; the form is a client island, hydrated when reached, that gets plain strings only. */
function EnquiryForm({ data, context }: { data: EnquiryFormData; context: BlockContext }) {
  const { locale, site } = context;
  const t = locale.t;
  const rules = enquiryRulesFor(site);
  const headingId = `enquiry-heading-${site.slug}`;
  const labels = enquiryFormLabels(t);
  const preset = presetLocation(context.location, rules);

  return (
    <section id={data.anchor} aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={`${styles.heading} ${data.intro ? styles.headingWithIntro : ''}`}>{data.heading ?? t('enquiry.heading')}</h2>
      {data.intro ? <p className={styles.intro}>{data.intro}</p> : null}
      <EnquiryFormIsland
        labels={labels}
        errorMessages={enquiryErrorMessages(t)}
        rules={rules}
        categories={data.categories}
        showLocation={locationShown(rules, data.showLocation)}
        defaultLocation={preset?.location ?? defaultLocation(site)}
        attached={preset}
        successMessage={data.successMessage}
        labelledBy={headingId}
        priceFormat={{ locale: locale.locale, currency: locale.currency }}
        terms={data.terms}
        checkOptions={data.checkOptions}
        dealershipFilter={{ make: data.manufacturer, locationType: data.locationType }}
        captcha={captchaLabels(site, t)}
      />
    </section>
  );
}

export const enquiryFormBlock = defineBlock({
  type: 'enquiryForm',
  schema: enquiryFormSchema,
  projection: enquiryFormProjection,
  data: enquiryFormDataSchema,
  preview: enquiryFormPreview,
  Component: EnquiryForm,
});
