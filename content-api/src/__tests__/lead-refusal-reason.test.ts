import { ApiError } from '../http/api-error';
import { leadRefusalReason } from '../observability/lead-outcomes';
import { MALFORMED_MULTIPART } from '../routes/read-career-form';
import { CAPTCHA_REJECTED, CAPTCHA_UNAVAILABLE, invalidFields } from '../routes/lead-guards';

describe('why a lead was refused', () => {
  it.each([
    ['a field at fault', 400, invalidFields({ email: 'Please enter a valid email address' }), 'validation'],
    ['a multipart body that does not parse', 400, new ApiError(400, MALFORMED_MULTIPART), 'malformed'],
    ['JSON that does not parse', 400, Object.assign(new SyntaxError('Unexpected end of JSON input'), { statusCode: 400 }), 'malformed'],
    ['a content type the form does not take', 415, new ApiError(415, 'Send the application as multipart/form-data'), 'malformed'],
    ['a captcha Google refused', 403, new ApiError(403, CAPTCHA_REJECTED), 'captcha'],
    ['a captcha Google could not be asked about', 503, new ApiError(503, CAPTCHA_UNAVAILABLE), 'captcha_unavailable'],
    ['a site that is not ours', 403, new ApiError(403, 'Origin not allowed'), 'origin'],
    ['too many submissions', 429, new ApiError(429, 'Too many submissions, please try again in 1 minute'), 'rate_limit'],
    ['a file too large', 413, new ApiError(413, 'File size must be under 5MB'), 'too_large'],
    ['a body over the limit', 413, Object.assign(new Error('Request body is too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE' }), 'too_large'],
    ['a database that failed', 500, new Error('connection terminated'), 'storage_error'],
  ])('%s: %s', (_case, status, error, reason) => {
    expect(leadRefusalReason(status, error)).toBe(reason);
  });
});
