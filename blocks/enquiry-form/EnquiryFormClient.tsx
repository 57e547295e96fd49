'use client';

import { Box, Button, Checkbox, Field, Input, Link, List, NativeSelect, SimpleGrid, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import {
  ENQUIRY_FIELD_ORDER, autoPickedDealership, createEnquirySchema, dealershipShown,
  type EnquiryErrorMessages, type EnquiryFormRules, type EnquiryInput, type EnquiryValues,
} from '@dealer/leads';
import { loadContactForReuse, newIdempotencyKey, saveContactForReuse, saveSuccessCategory } from './storage';

/** Every string the island shows, already through the locale layer on the server. */
export interface EnquiryFormLabels {
  name: string;
  email: string;
  phone: string;
  message: string;
  category: string;
  categoryPlaceholder: string;
  location: string;
  locationPlaceholder: string;
  dealership: string;
  dealershipPlaceholder: string;
  rego: string;
  optional: string;
  optIn: string;
  submit: string;
  submitting: string;
  errorList: string;
  failed: string;
  sendAnother: string;
}

export interface EnquiryFormClientProps {
  labels: EnquiryFormLabels;
  errorMessages: EnquiryErrorMessages;
  rules: EnquiryFormRules;
  categories: string[];
  /** §5: the location select is shown (so required) only when the site has several locations. */
  showLocation: boolean;
  /** The location a lead goes to when the select is not shown. */
  defaultLocation: string;
  successMessage: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  endpoint?: string;
}

type FieldName = (typeof ENQUIRY_FIELD_ORDER)[number];

/** Error text dark enough for 4.5:1 on white (the theme's fg.error red.500 is about 3.8:1). */
const ERROR_TEXT = 'red.700';

/** The enquiry form (§5 rules, §4 submit states, §8 failure): react-hook-form with the schema the API parses with. */
export function EnquiryFormClient({
  labels, errorMessages, rules, categories, showLocation, defaultLocation, successMessage, labelledBy, endpoint = '/api/enquiries',
}: EnquiryFormClientProps) {
  const schema = useMemo(() => createEnquirySchema(rules, errorMessages), [rules, errorMessages]);
  const baseId = useId();
  const idOf = (field: FieldName) => `${baseId}-${field.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const defaultValues: EnquiryInput = {
    category: '',
    dealership_slug: autoPickedDealership(rules.dealerships),
    location: showLocation ? '' : defaultLocation,
    name: '',
    email: '',
    phone: '',
    Rego: '',
    message: '',
    opt_in: true,
  };
  const { register, control, handleSubmit, reset, setValue, setError, getValues, formState } = useForm<EnquiryInput, unknown, EnquiryValues>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const { errors, isSubmitting } = formState;
  // One key per form fill, made before the first submit: a double click or a retry after a lost response stores once.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);

  // §5: contact details saved by an earlier enquiry fill the form (after hydration, so server and client agree).
  useEffect(() => {
    const contact = loadContactForReuse();
    if (!contact) return;
    for (const field of ['name', 'email', 'phone'] as const) {
      if (!getValues(field)) setValue(field, contact[field]);
    }
  }, [getValues, setValue]);

  const onSubmit = async (values: EnquiryValues) => {
    setFailed(false);
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify(values),
      });
      if (response.ok) {
        saveContactForReuse(values);
        saveSuccessCategory(values.category);
        setIdempotencyKey(newIdempotencyKey()); // the next fill is a new enquiry
        setSent(true);
        return;
      }
      const body: unknown = await response.json().catch(() => null);
      const fieldErrors = response.status === 400 ? readFieldErrors(body) : {};
      const known = Object.entries(fieldErrors).filter((entry): entry is [FieldName, string] => (ENQUIRY_FIELD_ORDER as readonly string[]).includes(entry[0]));
      if (known.length > 0) {
        for (const [field, message] of known) setError(field, { type: 'server', message });
        return;
      }
      throw new Error(readMessage(body) ?? labels.failed);
    } catch (error) {
      // §8: 'An error occurred when submitting this form'; what the shopper typed stays.
      setFailed(true);
      setError('root.server', { type: 'server', message: error instanceof Error && error.message ? error.message : labels.failed });
    }
  };

  if (sent) {
    return (
      <Stack gap="4" role="status" aria-live="polite" p="6" borderWidth="1px" rounded="lg" bg="bg.subtle">
        <Text fontSize="lg" fontWeight="semibold">{successMessage}</Text>
        <Box>
          <Button variant="outline" onClick={() => { reset({ ...defaultValues, name: getValues('name'), email: getValues('email'), phone: getValues('phone') }); setSent(false); }}>
            {labels.sendAnother}
          </Button>
        </Box>
      </Stack>
    );
  }

  const summary = errorSummary(errors);
  const errorTextId = (field: FieldName) => `${idOf(field)}-error`;
  const invalid = (field: FieldName) => Boolean(errors[field]);
  const described = (field: FieldName) => (errors[field] ? { 'aria-describedby': errorTextId(field) } : {});
  const errorText = (field: FieldName) => errors[field]?.message ? <Field.ErrorText id={errorTextId(field)} color={ERROR_TEXT}>{errors[field]?.message}</Field.ErrorText> : null;
  const optional = <Text as="span" color="fg.muted" fontWeight="normal"> {labels.optional}</Text>;

  return (
    <chakra.form noValidate aria-labelledby={labelledBy} aria-busy={isSubmitting} onSubmit={handleSubmit(onSubmit)}>
      {summary.length > 0 ? (
        <Box role="alert" mb="6" p="4" borderWidth="1px" borderColor="border.error" borderStartWidth="4px" rounded="md" bg="bg.panel">
          <Text fontWeight="semibold" color={ERROR_TEXT}>{labels.errorList}</Text>
          <List.Root mt="2" ps="5">
            {summary.map(([field, message]) => (
              <List.Item key={field}><Link href={`#${idOf(field)}`} color={ERROR_TEXT} textDecoration="underline">{message}</Link></List.Item>
            ))}
          </List.Root>
        </Box>
      ) : null}
      {failed ? (
        <Box role="alert" mb="6" p="4" borderWidth="1px" borderColor="border.error" borderStartWidth="4px" rounded="md" bg="bg.panel">
          <Text fontWeight="semibold" color={ERROR_TEXT}>{labels.failed}</Text>
          {errors.root?.server?.message && errors.root.server.message !== labels.failed ? <Text color={ERROR_TEXT}>{errors.root.server.message}</Text> : null}
        </Box>
      ) : null}

      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Field.Root invalid={invalid('category')} required>
            <Field.Label htmlFor={idOf('category')}>{labels.category} <Field.RequiredIndicator /></Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field id={idOf('category')} {...described('category')} {...register('category')}>
                <option value="">{labels.categoryPlaceholder}</option>
                {categories.map((category) => <option key={category} value={category}>{category}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {errorText('category')}
          </Field.Root>

          {dealershipShown(rules) ? (
            <Field.Root invalid={invalid('dealership_slug')} required>
              <Field.Label htmlFor={idOf('dealership_slug')}>{labels.dealership} <Field.RequiredIndicator /></Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field id={idOf('dealership_slug')} {...described('dealership_slug')} {...register('dealership_slug')}>
                  <option value="">{labels.dealershipPlaceholder}</option>
                  {rules.dealerships.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {errorText('dealership_slug')}
            </Field.Root>
          ) : null}

          {showLocation ? (
            <Field.Root invalid={invalid('location')} required>
              <Field.Label htmlFor={idOf('location')}>{labels.location} <Field.RequiredIndicator /></Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field id={idOf('location')} {...described('location')} {...register('location')}>
                  <option value="">{labels.locationPlaceholder}</option>
                  {rules.locations.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {errorText('location')}
            </Field.Root>
          ) : null}
        </SimpleGrid>

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Field.Root invalid={invalid('name')} required>
            <Field.Label htmlFor={idOf('name')}>{labels.name} <Field.RequiredIndicator /></Field.Label>
            <Input id={idOf('name')} autoComplete="name" {...described('name')} {...register('name')} />
            {errorText('name')}
          </Field.Root>
          <Field.Root invalid={invalid('email')} required>
            <Field.Label htmlFor={idOf('email')}>{labels.email} <Field.RequiredIndicator /></Field.Label>
            <Input id={idOf('email')} type="email" autoComplete="email" {...described('email')} {...register('email')} />
            {errorText('email')}
          </Field.Root>
          <Field.Root invalid={invalid('phone')}>
            <Field.Label htmlFor={idOf('phone')}>{labels.phone}{optional}</Field.Label>
            <Input id={idOf('phone')} type="tel" autoComplete="tel" {...described('phone')} {...register('phone')} />
            {errorText('phone')}
          </Field.Root>
          <Field.Root invalid={invalid('Rego')}>
            <Field.Label htmlFor={idOf('Rego')}>{labels.rego}{optional}</Field.Label>
            <Input id={idOf('Rego')} autoCapitalize="characters" maxLength={10} {...described('Rego')} {...register('Rego')} />
            {errorText('Rego')}
          </Field.Root>
        </SimpleGrid>

        <Field.Root invalid={invalid('message')} required={rules.messageRequired}>
          <Field.Label htmlFor={idOf('message')}>
            {labels.message} {rules.messageRequired ? <Field.RequiredIndicator /> : optional}
          </Field.Label>
          <Textarea id={idOf('message')} rows={5} {...described('message')} {...register('message')} />
          {errorText('message')}
        </Field.Root>

        <Controller
          control={control}
          name="opt_in"
          render={({ field }) => (
            <Checkbox.Root checked={field.value ?? true} onCheckedChange={(details) => field.onChange(details.checked === true)} name={field.name}>
              <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{labels.optIn}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />

        <Box>
          <Button type="submit" loading={isSubmitting} loadingText={labels.submitting} disabled={isSubmitting} bg="brand.solid" color="brand.contrast" size="lg">
            {labels.submit}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}

/** Field errors in form order: the 'Please fix the following errors:' list (§5). */
function errorSummary(errors: FieldErrors<EnquiryInput>): [FieldName, string][] {
  return ENQUIRY_FIELD_ORDER.flatMap((field) => {
    const message = errors[field]?.message;
    return typeof message === 'string' && message ? [[field, message] as [FieldName, string]] : [];
  });
}

function readFieldErrors(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object' || !('errors' in body)) return {};
  const { errors } = body;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function readMessage(body: unknown): string | undefined {
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : undefined;
}
