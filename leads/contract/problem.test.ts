import { describe, expect, it } from 'vitest';
import { isProblemDetails, problemFieldErrors, problemMessage, readProblem } from './problem';

const problem = { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'Check the email.', errors: { email: 'Enter a valid email.' } };

describe('README "Routes and errors": reading a refusal in the browser and the Studio', () => {
  it.each([
    ['a problem', problem, true],
    ['a problem without detail', { ...problem, detail: undefined }, false],
    ['the old {message} shape', { message: 'No.' }, false],
    ['not an object', 'Bad Request', false],
    ['null', null, false],
  ])('isProblemDetails: %s', (_case, body, expected) => expect(isProblemDetails(body)).toBe(expected));

  it.each([
    ['its detail', problem, 'Check the email.'],
    ['its first field message when detail is empty', { ...problem, detail: ' ' }, 'Enter a valid email.'],
    ['the fallback for a body that is no problem', { error: 'x' }, 'Try again.'],
    ['the fallback for no body', null, 'Try again.'],
  ])('problemMessage gives %s', (_case, body, expected) => expect(problemMessage(body, 'Try again.')).toBe(expected));

  it.each([
    ['text messages only', { errors: { email: 'Enter a valid email.', phone: 7, name: '' } }, { email: 'Enter a valid email.' }],
    ['nothing for no errors', { detail: 'x' }, {}],
    ['nothing for an array', { errors: ['a'] }, {}],
  ])('problemFieldErrors keeps %s', (_case, body, expected) => expect(problemFieldErrors(body)).toEqual(expected));

  it('readProblem: the JSON object of an answer, or null for HTML or an empty body', async () => {
    expect(await readProblem(Response.json(problem, { status: 400 }))).toEqual(problem);
    expect(await readProblem(new Response('<html>Bad gateway</html>', { status: 502 }))).toBeNull();
    expect(await readProblem(new Response(null, { status: 500 }))).toBeNull();
  });
});
