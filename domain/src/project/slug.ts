/** Project slug: lower-case, each run of non-alphanumerics to one hyphen, no leading/trailing hyphens. */
export const slugify = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
