/**
 * SQL for a time-ordered UUID (version 7 of RFC 9562): the first 48 bits are the Unix time in
 * milliseconds at the moment the row is made (`clock_timestamp()`), the rest random, as
 * gen_random_uuid() makes them (version nibble 4 → 7 by setting bits 52 and 53 of the bytes).
 * For set-based bulk fills: rows made one after another land at the right edge of their b-tree
 * indexes instead of at random pages all over them, so an index of millions of random keys is not
 * read and written back page by page (the demo fill's batches slowed as those indexes outgrew memory).
 * PostgreSQL 15 has no uuidv7() of its own.
 */
export const TIME_ORDERED_UUID_SQL =
  `encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) placing substring(int8send((extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) ` +
  `from 1 for 6), 52, 1), 53, 1), 'hex')::uuid`;
