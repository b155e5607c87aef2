/**
 * The stages a job passes through (docs/jobs.md). One list for the whole firm, so that the board
 * has one column per stage whatever the template: a template picks the stages it uses, in this
 * order, and may name them its own way ("Submitted to CIPC"). The last stage a template uses is
 * its "done": a job that reaches it is complete.
 */

export const jobStageValues = ['waiting_for_client', 'preparing', 'review', 'client_approval', 'submitted', 'done'] as const;
export type JobStageValue = (typeof jobStageValues)[number];

/** What the board's column is called when a template does not name the stage its own way. */
export const jobStageNames: Record<JobStageValue, string> = {
  waiting_for_client: 'Waiting for client',
  preparing: 'Preparing',
  review: 'Review',
  client_approval: 'Client approval',
  submitted: 'Submitted',
  done: 'Done',
};

/**
 * What a client reads on their dashboard about a job in the stage, after "Your <what>: ". Plain
 * words, about the client's part and the firm's; never who prepares or reviews it.
 */
export const jobStageClientWords: Record<JobStageValue, string> = {
  waiting_for_client: 'we are waiting for information from you',
  preparing: 'we are preparing it',
  review: 'we are checking it',
  client_approval: 'it is ready for your approval',
  submitted: 'we have submitted it',
  done: 'it is done',
};
