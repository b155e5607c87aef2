/** What an administrator finds in a fresh playground: a real question the API answers. */
export const DEFAULT_PLAYGROUND_QUERY = `# Ask the firm's API anything your role allows. Queries run as you.
# Ctrl+Enter runs the query; the Docs button on the left shows every type and field.

query LatestConsultations {
  contactSubmissionCounts {
    total
    getInTouch
    consultations
  }
  contactSubmissions(first: 5, filter: { type: SCHEDULED_CONSULTATION }) {
    totalCount
    nodes {
      firstName
      lastName
      email
      service
      preferredDate
      preferredTime
      createdAt
    }
  }
}
`;
