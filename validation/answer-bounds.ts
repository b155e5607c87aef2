import { z } from 'zod';
import { DAY_LENGTH } from './input-parts';

/*
 * The bounds of the values the server answers, as the OpenAPI document states them (a length or
 * range for every string and number, OWASP API4): the webhook events here and the records'
 * descriptions (api/src/records/record-description.ts) read them from this one place.
 */

/** A record's id: a random UUID (newId, api/src/db/base-entity.ts), kept in a varchar(36). */
export const RECORD_ID_LENGTH = 36;

/** The longest instant an answer carries: with milliseconds and an offset, 2026-11-29T18:37:34.123+02:00. */
export const ISO_INSTANT_MAX_LENGTH = 29;

/** YYYY-MM-DD. */
export const ISO_DAY_LENGTH = DAY_LENGTH;

/** A SHA-256 written as hexadecimal digits. */
export const SHA256_HEX_LENGTH = 64;

/** npm holds a package's version (semver, the api's version in its answers) to 256 characters. */
export const PACKAGE_VERSION_MAX_LENGTH = 256;

/** The largest whole number of 32 bits: an int column's, GraphQL's Int's. */
export const INT32_MAX = 2 ** 31 - 1;

/** A whole number of 32 bits (an int column, GraphQL's Int), with its format and range in the OpenAPI document. */
export const int32 = () =>
  z
    .int()
    .min(-(2 ** 31))
    .max(INT32_MAX)
    .meta({ format: 'int32' });

/** How many of something (rows counted, files, questions): 0 or more, within 32 bits. */
export const count = () => z.int().min(0).max(INT32_MAX).meta({ format: 'int32' });
