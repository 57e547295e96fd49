// The one document type the lake stores: any JSON object with a string `_id`.

export interface SanityDocument {
  _id: string;
  _type?: string;
  _rev?: string;
  _createdAt?: string;
  _updatedAt?: string;
  [key: string]: unknown;
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isDocument = (value: unknown): value is SanityDocument =>
  isObject(value) && typeof value._id === 'string';

/** Deep copy of JSON data. @sanity/mutator mutates its inputs, and stored documents must never change in place. */
export const clone = <T>(value: T): T => structuredClone(value);
