'use client';

import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import {
  ENQUIRY_FIELD_ORDER, HONEYPOT_FIELD, autoPickedDealership, dealershipShown, enquirySuccessCategory, enquirySuccessHref, filterDealerships,
  problemFieldErrors, problemMessage, readProblem,
  type DealershipFilter, type EnquiryErrorMessages, type EnquiryFormRules, type EnquiryInput, type EnquiryValues,
} from '@dealer/leads';
import { useHydrated } from '../ui/use-hydrated';
import { Captcha, type CaptchaHandle, type CaptchaLabels } from '../ui/captcha/Captcha';
import styles from './EnquiryFormClient.module.css';
import { financeLinkValues } from './finance-link';
import { lazyEnquiryResolver } from './lazy-resolver';
import { loadContactForReuse, newIdempotencyKey, saveContactForReuse, saveLastEnquiredCar, saveSuccessCategory } from './storage';

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
  /** The link shown when the dealer asks for an account first (a gated finance application, §6). */
  signIn: string;
  /** §4: said while the form hands over to /success (with a link to it, should the browser not go). */
  sent: string;
  openSuccess: string;
  /** §5 check-option fields: the group's legend. */
  additionalServices: string;
  /** §2 finance links: the line that says which car's price the enquiry is about ({budget}). */
  financeBudget: string;
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
  /** The block's own words for a sent enquiry, said as the form hands over to /success; else `labels.sent`. */
  successMessage?: string | null;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  endpoint?: string;
  /** Values sent with every submit without a field: the car an enquiry is about (§3 car_id, car_type, ...). */
  attached?: Partial<Record<'car_id' | 'car_type' | 'stock_number' | 'Vehicle Make' | 'Vehicle Model' | 'vehicle_status' | 'dealership_slug' | 'location', string>>;
  /** A fixed first line of the message (§5 request photos: 'Please send photos for this car'). */
  messagePrefix?: string;
  /** How a price reads on this site, for the finance link's budget. */
  priceFormat?: { locale: string; currency: string };
  /** §5 terms text on some sites, shown above submit; else the site's (`rules.terms`). */
  terms?: string | null;
  /** §5 check-option fields (e.g. 'Extended warranty'): the ticked ones are sent as additional_services. */
  checkOptions?: readonly string[];
  /** §5: the dealership select narrowed by make and location type; the make defaults to the attached car's. */
  dealershipFilter?: DealershipFilter;
  /** §4: how the form loads the success page (the browser's own navigation unless a test says otherwise). */
  navigate?: (href: string) => void;
  /** §5 captcha shown by default: its strings where the site asks for it (`captchaLabels`); none, no captcha. */
  captcha?: CaptchaLabels;
}

type FieldName = (typeof ENQUIRY_FIELD_ORDER)[number];

/** The enquiry form (§5 rules, §4 submit states, §8 failure): react-hook-form with the schema the API parses with. */
export function EnquiryFormClient({
  labels, errorMessages, rules: siteRules, categories, showLocation, defaultLocation, successMessage, labelledBy, endpoint = '/api/enquiries', attached = {}, messagePrefix, priceFormat,
  terms, checkOptions = [], dealershipFilter, navigate = goTo, captcha,
}: EnquiryFormClientProps) {
  // §5: the dealership select offers the dealers for the car's (or the block's) make and location type, and picks the only one.
  const filterMake = dealershipFilter?.make ?? attached['Vehicle Make'] ?? null;
  const filterType = dealershipFilter?.locationType ?? null;
  const rules = useMemo(
    () => ({ ...siteRules, dealerships: filterDealerships(siteRules.dealerships, { make: filterMake, locationType: filterType }) }),
    [siteRules, filterMake, filterType],
  );
  const termsText = terms ?? rules.terms ?? null;
  const resolver = useMemo(() => lazyEnquiryResolver(rules, errorMessages), [rules, errorMessages]);
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
    ...(checkOptions.length > 0 ? { additional_services: [] } : {}),
    // An attached value left empty (a car whose dealership the site does not list) keeps the picked one.
    ...Object.fromEntries(Object.entries(attached).filter(([, value]) => value)),
  };
  const { register, control, handleSubmit, setValue, setError, getValues, formState } = useForm<EnquiryInput, unknown, EnquiryValues>({
    resolver,
    defaultValues,
  });
  const { errors, isSubmitting } = formState;
  // False in the server HTML, true once hydrated: a click before then would submit the form
  // natively (a GET with the shopper's details in the URL).
  const hydrated = useHydrated();
  // One key per form fill, made before the first submit: a double click or a retry after a lost response stores once.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  /** The success page to load, once the enquiry is stored (§4). */
  const [sent, setSent] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  /** Where to sign in, when the answer was "sign in first" (§6 gated finance). */
  const [signInHref, setSignInHref] = useState<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The form hydrates on the first interaction (EnquiryFormIsland): a box ticked or cleared on the
  // server's HTML before React listened there, or while it hydrated, is what the form holds. Text
  // fields need nothing: react-hook-form reads them from the DOM; the boxes are controlled.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const boxes = [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="additional_services"]')];
    const ticked = boxes.filter((box) => box.checked).map((box) => box.value);
    if (ticked.length > 0) setValue('additional_services', ticked);
    const optIn = form.querySelector<HTMLInputElement>('input[type="checkbox"][name="opt_in"]');
    if (optIn && !optIn.checked) setValue('opt_in', false);
  }, [setValue]);
  // §5 captcha: its answer is asked for at submit; its message shows beside it and in the list.
  const captchaRef = useRef<CaptchaHandle>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);

  // §2: a finance link's car, budget and dealership ride along (read after hydration: the page is cached without its query).
  const [budget, setBudget] = useState<string | null>(null);
  useEffect(() => {
    const linked = financeLinkValues(window.location.search, rules);
    if (Object.keys(linked).length === 0) return;
    for (const [field, value] of Object.entries(linked) as [keyof typeof linked, string][]) setValue(field, value);
    if (linked.vehiclePriceBudget && !getValues('category') && categories.includes('Finance')) setValue('category', 'Finance');
    if (linked.vehiclePriceBudget) setBudget(linked.vehiclePriceBudget);
  }, [rules, categories, getValues, setValue]);

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
    setSignInHref(null);
    // §5 captcha: the answer, waiting for the widget if it is still working one out.
    const altcha = captcha ? await captchaRef.current?.solution() : undefined;
    if (captcha && !altcha) {
      setCaptchaError(captcha.required);
      return;
    }
    setCaptchaError(null);
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify({
          ...values,
          ...(messagePrefix ? { message: [messagePrefix, values.message].filter(Boolean).join('\n') } : {}),
          ...(honeypot.current?.value ? { [HONEYPOT_FIELD]: honeypot.current.value } : {}),
          ...(altcha ? { altcha } : {}),
        }),
      });
      if (response.ok) {
        // §4 success: store the car as last enquired, save the success category, load the success page.
        // The §9 tracking event is recorded with the lead itself (POST /api/enquiries, in the lead's
        // transaction), so a double submit or a beacon lost to the navigation cannot miscount it.
        saveContactForReuse(values);
        const category = enquirySuccessCategory(values, { photos: Boolean(messagePrefix) });
        saveSuccessCategory(category);
        saveLastEnquiredCar(values);
        setIdempotencyKey(newIdempotencyKey()); // the next fill is a new enquiry
        const href = enquirySuccessHref(category, values.car_id);
        setSent(href);
        navigate(href);
        return;
      }
      // A refusal is problem details (README "Routes and errors"): field messages beside their fields,
      // else the detail; a 400 about no field the form shows (a car no longer listed) keeps §8's sentence.
      const problem = await readProblem(response);
      if (response.status === 401) setSignInHref(readSignIn(problem));
      const fieldErrors = response.status === 400 ? problemFieldErrors(problem) : {};
      const known = Object.entries(fieldErrors).filter((entry): entry is [FieldName, string] => (ENQUIRY_FIELD_ORDER as readonly string[]).includes(entry[0]));
      // A refused captcha answer (missing, expired, used): its message, and a fresh challenge to solve.
      const captchaRefused = captcha ? fieldErrors.altcha : undefined;
      if (captchaRefused) {
        setCaptchaError(captchaRefused);
        captchaRef.current?.reset();
      }
      if (known.length > 0 || captchaRefused) {
        for (const [field, message] of known) setError(field, { type: 'server', message });
        return;
      }
      throw new Error(response.status === 400 ? labels.failed : problemMessage(problem, labels.failed));
    } catch (error) {
      // §8: 'An error occurred when submitting this form'; what the shopper typed stays.
      setFailed(true);
      setError('root.server', { type: 'server', message: error instanceof Error && error.message ? error.message : labels.failed });
    }
  };

  if (sent) {
    // Said at once while the success page loads; a plain link to it should the browser not go.
    return (
      <div className={styles.sent} role="status" aria-live="polite">
        <p className={styles.sentMessage}>{successMessage || labels.sent}</p>
        <p><a href={sent} className={styles.outlineButton}>{labels.openSuccess}</a></p>
      </div>
    );
  }

  const summary = errorSummary(errors);
  const captchaId = `${baseId}-captcha`;
  const errorTextId = (field: FieldName) => `${idOf(field)}-error`;
  /** What every control gets: its id, the invalid state and, in error, the message that describes it. */
  const controlProps = (field: FieldName) => ({
    id: idOf(field),
    className: styles.control,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorTextId(field) : undefined,
  });
  const optional = <span className={styles.optional}> {labels.optional}</span>;
  const termsId = `${baseId}-terms`;
  const required = <span className={styles.required} aria-hidden="true">*</span>;
  const field = (name: FieldName, label: ReactNode, control: ReactNode) => (
    <div role="group" className={styles.field}>
      <label htmlFor={idOf(name)} className={styles.label}>{label}</label>
      {control}
      {errors[name]?.message ? <span id={errorTextId(name)} className={styles.errorText} aria-live="polite">{errors[name]?.message}</span> : null}
    </div>
  );
  const select = (name: FieldName, placeholder: string, options: { value: string; label: string }[]) => (
    <div className={styles.selectWrap}>
      {/* The server-drawn select shows a preset choice (a location's own page, the only dealership) before the form hydrates. */}
      <select {...controlProps(name)} required defaultValue={String(defaultValues[name] ?? '')} {...register(name)}>
        <option value="">{placeholder}</option>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
      <span className={styles.indicator} aria-hidden="true">
        <svg viewBox="0 0 24 24"><path d="m6 9 6 6 6-6" /></svg>
      </span>
    </div>
  );

  return (
    <form ref={formRef} className={styles.form} noValidate aria-labelledby={labelledBy} aria-busy={isSubmitting} onSubmit={handleSubmit(onSubmit)}>
      {summary.length > 0 || captchaError ? (
        <div role="alert" className={styles.alert}>
          <p className={styles.alertTitle}>{labels.errorList}</p>
          <ul role="list" className={styles.errorList}>
            {summary.map(([name, message]) => (
              <li key={name}><a href={`#${idOf(name)}`} className={styles.errorLink}>{message}</a></li>
            ))}
            {captchaError ? (
              <li><a href={`#${captchaId}`} className={styles.errorLink} onClick={(event) => { event.preventDefault(); captchaRef.current?.focus(); }}>{captchaError}</a></li>
            ) : null}
          </ul>
        </div>
      ) : null}
      {failed ? (
        <div role="alert" className={styles.alert}>
          <p className={styles.alertTitle}>{labels.failed}</p>
          {errors.root?.server?.message && errors.root.server.message !== labels.failed ? <p className={styles.alertText}>{errors.root.server.message}</p> : null}
          {signInHref ? <p className={styles.alertText}><a href={signInHref}>{labels.signIn}</a></p> : null}
        </div>
      ) : null}

      {/* Not shown to people (hidden removes it from sight, the tab order and assistive technology); bots fill it. */}
      <div hidden>
        <label>
          Website <input ref={honeypot} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className={styles.stack}>
        {budget ? (
          <p className={styles.note} data-testid="finance-budget">
            {labels.financeBudget.replace('{budget}', priceFormat ? new Intl.NumberFormat(priceFormat.locale, { style: 'currency', currency: priceFormat.currency, maximumFractionDigits: 0 }).format(Number(budget)) : budget)}
          </p>
        ) : null}
        <div className={styles.grid}>
          {categories.length > 0 ? field('category', <>{labels.category} {required}</>, select('category', labels.categoryPlaceholder, categories.map((category) => ({ value: category, label: category })))) : null}
          {dealershipShown(rules) && !attached.dealership_slug ? field('dealership_slug', <>{labels.dealership} {required}</>, select('dealership_slug', labels.dealershipPlaceholder, rules.dealerships)) : null}
          {showLocation ? field('location', <>{labels.location} {required}</>, select('location', labels.locationPlaceholder, rules.locations)) : null}
        </div>

        <div className={styles.grid}>
          {field('name', <>{labels.name} {required}</>, <input {...controlProps('name')} required autoComplete="name" {...register('name')} />)}
          {field('email', <>{labels.email} {required}</>, <input {...controlProps('email')} required type="email" autoComplete="email" {...register('email')} />)}
          {field('phone', <>{labels.phone}{optional}</>, <input {...controlProps('phone')} type="tel" autoComplete="tel" {...register('phone')} />)}
          {field('Rego', <>{labels.rego}{optional}</>, <input {...controlProps('Rego')} autoCapitalize="characters" maxLength={10} {...register('Rego')} />)}
        </div>

        {field(
          'message',
          <>{labels.message} {rules.messageRequired ? required : optional}</>,
          <textarea {...controlProps('message')} required={rules.messageRequired} rows={5} {...register('message')} />,
        )}

        <Controller
          control={control}
          name="opt_in"
          render={({ field: optIn }) => (
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                className="sr-only"
                name={optIn.name}
                ref={optIn.ref}
                checked={optIn.value ?? true}
                onChange={(event) => optIn.onChange(event.currentTarget.checked)}
                onBlur={optIn.onBlur}
              />
              <span className={styles.checkboxControl} aria-hidden="true">
                <svg viewBox="0 0 24 24"><polyline points="20 6 9 17 4 12" /></svg>
              </span>
              <span className={styles.checkboxLabel}>{labels.optIn}</span>
            </label>
          )}
        />

        {checkOptions.length > 0 ? (
          <Controller
            control={control}
            name="additional_services"
            render={({ field: services }) => {
              const ticked = services.value ?? [];
              return (
                <fieldset className={styles.options}>
                  <legend className={styles.label}>{labels.additionalServices}{optional}</legend>
                  {checkOptions.map((option) => (
                    <label key={option} className={styles.checkbox}>
                      <input
                        type="checkbox"
                        className="sr-only"
                        name={services.name}
                        value={option}
                        checked={ticked.includes(option)}
                        onChange={(event) => services.onChange(event.currentTarget.checked ? [...ticked.filter((item) => item !== option), option] : ticked.filter((item) => item !== option))}
                        onBlur={services.onBlur}
                      />
                      <span className={styles.checkboxControl} aria-hidden="true">
                        <svg viewBox="0 0 24 24"><polyline points="20 6 9 17 4 12" /></svg>
                      </span>
                      <span className={styles.checkboxLabel}>{option}</span>
                    </label>
                  ))}
                </fieldset>
              );
            }}
          />
        ) : null}

        {termsText ? <p id={termsId} className={styles.terms} data-testid="enquiry-terms">{termsText}</p> : null}

        {captcha ? <Captcha ref={captchaRef} id={captchaId} labels={captcha} error={captchaError} /> : null}

        <div>
          <button type="submit" className={styles.submit} disabled={isSubmitting || !hydrated} data-loading={isSubmitting ? '' : undefined} aria-describedby={termsText ? termsId : undefined}>
            {isSubmitting ? <><span className={styles.spinner} />{labels.submitting}</> : labels.submit}
          </button>
        </div>
      </div>
    </form>
  );
}

/** The browser's own navigation to the success page (§4 "loads the success page"). */
function goTo(href: string) {
  window.location.assign(href);
}

/** Field errors in form order: the 'Please fix the following errors:' list (§5). */
function errorSummary(errors: FieldErrors<EnquiryInput>): [FieldName, string][] {
  return ENQUIRY_FIELD_ORDER.flatMap((field) => {
    const message = errors[field]?.message;
    return typeof message === 'string' && message ? [[field, message] as [FieldName, string]] : [];
  });
}

/** The sign-in address of a 401 (the problem's `signIn` member), kept to this site's own paths. */
function readSignIn(problem: Record<string, unknown> | null): string | null {
  const href = typeof problem?.signIn === 'string' ? problem.signIn : null;
  return href && href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\') ? href : null;
}
