import { defineErrors } from '@unikit/service-kit'

/** The cite service's errors; the codes are `citeErrorCodes` in @unikit/contracts/cite. */
export const errors = defineErrors({
  INVALID_URL: [400, 'Enter a web address starting with http:// or https://'],
  URL_NOT_ALLOWED: [400, 'This address cannot be read: %s'],
  FETCH_FAILED: [502, 'The page could not be read: %s'],
  FETCH_TIMEOUT: [504, 'The page did not answer within %s'],
  PAGE_TOO_LARGE: [422, 'The page is larger than %s MB'],
  UNSUPPORTED_PAGE: [422, 'The address is not a web page (%s): search for its title or DOI instead'],
  NOTHING_FOUND: [422, '%s'],
  INVALID_DOI: [400, 'Enter a DOI such as 10.1000/xyz123'],
  DOI_NOT_FOUND: [404, 'No work with DOI %s was found'],
  INVALID_ISBN: [400, '%s'],
  ISBN_NOT_FOUND: [404, 'No book with ISBN %s was found'],
  LOOKUP_FAILED: [502, 'The scholarly lookup failed: %s'],
  LOOKUP_TIMEOUT: [504, 'The scholarly lookup did not answer within %s'],
  UNKNOWN_EVENT: [400, 'Unknown event %s'],
})
