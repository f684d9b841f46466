/**
 * An id as the product's tables hold them (any UUID version, either case). Ids from a request are
 * checked with it before they reach a query, so a malformed one answers like an unknown one.
 */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
