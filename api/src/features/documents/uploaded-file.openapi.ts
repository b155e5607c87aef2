import { z } from 'zod';
import { MAX_UPLOAD_BYTES_CEILING } from '../../config';

/**
 * A file of a multipart upload, as the OpenAPI document shows it: its bytes, at most `maxBytes`.
 * By default that is the most MAX_UPLOAD_MB may ever be set to; the server refuses anything over
 * its own setting (25 MB unless the firm set another) with 413.
 */
export const uploadedFile = (maxBytes = MAX_UPLOAD_BYTES_CEILING) => z.string().max(maxBytes).meta({ format: 'binary' });
