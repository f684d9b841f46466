import { SetMetadata } from '@nestjs/common';

export const LEGACY_QUERY_TOKEN = 'http:legacy-query-token';

/**
 * Marks a route of the specification's older call style whose clients send the session token in
 * the query string (`?token=`). Everywhere else only the `userToken` header counts: a token in a URL
 * ends up in browser history, proxies and referrers.
 */
export const LegacyQueryToken = () => SetMetadata(LEGACY_QUERY_TOKEN, true);
