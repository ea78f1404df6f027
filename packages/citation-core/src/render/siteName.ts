const domainLike = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+\/?$/u
const endsWithWebsite = /\bwebsite$/i
const endsWithDatabase = /\bdatabase$/i

/** `ZDNet` → `ZDNet website`; a site named by its domain (`data.gov.au`) stays bare. */
export function websiteLabel(site: string): string {
  if (site === '' || domainLike.test(site) || endsWithWebsite.test(site)) return site
  return `${site} website`
}

/** `IBISWorld` → `IBISWorld database`. */
export function databaseLabel(database: string): string {
  if (database === '' || endsWithDatabase.test(database)) return database
  return `${database} database`
}

/** A DOI as the guide prints it: no resolver prefix and no `doi:` label. */
export function bareDoi(doi: string): string {
  return doi
    .trim()
    .replace(/^https?:\/\/(?:dx\.)?doi\.org\//i, '')
    .replace(/^doi:\s*/i, '')
}
