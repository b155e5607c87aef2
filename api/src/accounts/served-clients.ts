/**
 * The clients an advisor serves: the clients of the engagements assigned to them, as everywhere in
 * the graph, as a subquery on `:viewerId`. Kept here, beside the roles, because features on both
 * sides of the engagements feature read it: the engagements themselves, billing, the clients list
 * and the events feed, which the engagements feature announces to.
 */
export const SERVED_CLIENTS_SQL = 'SELECT served.clientId FROM engagements served WHERE served.assignedTo = :viewerId';
