// The four services' titles, kept apart from their full descriptions so that the site frame
// (footer) can name them without carrying every feature list on every page.
export const serviceTitles = {
  tax: 'Tax Services',
  consulting: 'Management Consulting & Advisory',
  audit: 'Internal & External Audit',
  assurance: 'Assurance Consulting',
} as const;
