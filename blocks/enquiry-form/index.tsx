import { Box, Heading, Text } from '@chakra-ui/react';
import type { BlockContext } from '../registry/define-block';
import { defineBlock } from '../registry/define-block';
import { enquiryFormDataSchema, enquiryFormProjection, type EnquiryFormData } from './data';
import { EnquiryFormClient, type EnquiryFormLabels } from './EnquiryFormClient';
import { enquiryErrorMessages, enquiryRulesFor, locationShown } from '@dealer/leads';
import { enquiryFormPreview } from './preview';
import { enquiryFormSchema } from './schema';

/** The location a lead goes to when the shopper is not asked: the primary sales location, else the first. */
function defaultLocation(site: BlockContext['site']): string {
  const sales = site.locations.filter((location) => location.location_type === 'sales');
  return (sales.find((location) => location.primary) ?? sales[0] ?? site.locations[0])?.slug ?? '';
}

/** Heading and intro render on the server; the form is a client island that gets plain strings only. */
function EnquiryForm({ data, context }: { data: EnquiryFormData; context: BlockContext }) {
  const { locale, site } = context;
  const t = locale.t;
  const rules = enquiryRulesFor(site);
  const headingId = `enquiry-heading-${site.slug}`;
  const labels: EnquiryFormLabels = {
    name: t('enquiry.name'),
    email: t('enquiry.email'),
    phone: t('enquiry.phone'),
    message: t('enquiry.message'),
    category: t('enquiry.category'),
    categoryPlaceholder: t('enquiry.categoryPlaceholder'),
    location: t('enquiry.location'),
    locationPlaceholder: t('enquiry.locationPlaceholder'),
    dealership: t('enquiry.dealership'),
    dealershipPlaceholder: t('enquiry.dealershipPlaceholder'),
    rego: t('enquiry.rego'),
    optional: t('enquiry.optional'),
    optIn: t('enquiry.optIn'),
    submit: t('enquiry.submit'),
    submitting: t('enquiry.submitting'),
    errorList: t('enquiry.errorList'),
    failed: t('enquiry.failed'),
    sendAnother: t('enquiry.sendAnother'),
  };
  return (
    <Box as="section" id={data.anchor} aria-labelledby={headingId} maxW="4xl" mx="auto" my="8" px={{ base: '4', md: '8' }} py="8" borderWidth="1px" rounded="xl">
      <Heading id={headingId} as="h2" fontSize="2xl" mb={data.intro ? '2' : '6'}>{data.heading ?? t('enquiry.heading')}</Heading>
      {data.intro ? <Text color="fg.muted" mb="6">{data.intro}</Text> : null}
      <EnquiryFormClient
        labels={labels}
        errorMessages={enquiryErrorMessages(t)}
        rules={rules}
        categories={data.categories}
        showLocation={locationShown(rules, data.showLocation)}
        defaultLocation={defaultLocation(site)}
        successMessage={data.successMessage ?? t('enquiry.success')}
        labelledBy={headingId}
      />
    </Box>
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
