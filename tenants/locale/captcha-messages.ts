/**
 * The lead forms' captcha (§5 "captcha shown by default"; leads/README.md "Captcha"), en-AU. The
 * widget's own words (its label and the states a screen reader hears) and the refusals of a lead
 * route, one per reason `verifyCaptchaSolution` gives, which the form shows beside the widget.
 */
export const captchaMessagesEnAU = {
  'captcha.label': "I'm not a robot",
  'captcha.verifying': 'Verifying you are human…',
  'captcha.verified': 'Verified: you are human',
  'captcha.expired': 'The check has expired. Tick the box to check again.',
  'captcha.failed': 'The check could not be completed. Tick the box to try again.',
  'captcha.required': 'Please confirm you are not a robot.',
  'captcha.wait': 'Verifying you are human… please wait.',
  // The API's refusals (web/server/captcha/require-captcha.ts), sent as `errors.altcha`.
  'captcha.error.missing': 'Please confirm you are not a robot and try again.',
  'captcha.error.malformed': 'The robot check could not be read. Please try again.',
  'captcha.error.wrong': 'The robot check did not pass. Please try again.',
  'captcha.error.expired': 'The robot check has expired. Please try again.',
  'captcha.error.replayed': 'This robot check was already used. Please try again.',
} as const;
