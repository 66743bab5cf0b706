/**
 * The log's table and functions on PostgreSQL.
 *
 * Concurrent transactions commit in any order, so positions handed out before commit (a sequence) let a
 * reader see position 12 while 11 is still uncommitted, move its checkpoint past 11 and never see it.
 * Here a position is derived from the appending transaction's own id: xid × 65,536 + the event's index
 * in the transaction. Transaction ids are handed out in increasing order and never reused (xid8 has no
 * wraparound), and every transaction whose id is below the oldest one still running (the snapshot's
 * xmin) has finished for good. So a reader that only takes positions below xmin × 65,536 (the
 * horizon) sees a prefix of the log that can no longer change: no later commit can land below it.
 * The price: an event becomes readable once every transaction older than its own has ended, so a long
 * transaction anywhere on the server holds readers back (never appenders) until it ends. Appends to
 * one stream are serialised by a transaction-scoped advisory lock on the stream's name.
 */
export const eventLogDdl = `
  CREATE TABLE IF NOT EXISTS events (
    position bigint PRIMARY KEY,
    id uuid NOT NULL DEFAULT gen_random_uuid(),
    stream text NOT NULL,
    revision integer NOT NULL,
    type text NOT NULL,
    data json NOT NULL,
    metadata json NOT NULL,
    CONSTRAINT events_stream_revision UNIQUE (stream, revision)
  );

  -- Positions below it belong to transactions that have ended: the part of the log readers may see.
  CREATE OR REPLACE FUNCTION lebe_log_horizon() RETURNS bigint LANGUAGE sql STABLE AS
    $$ SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint << 16 $$;

  -- The first free position of the calling transaction, which may have appended before: kept in a
  -- transaction-local setting (cheaper than looking for the transaction's last row).
  CREATE OR REPLACE FUNCTION lebe_next_position(p_count integer) RETURNS bigint LANGUAGE plpgsql AS $$
  DECLARE
    base bigint := pg_current_xact_id()::text::bigint << 16;
    used text := current_setting('lebe.next_position', true);
    free bigint := base;
  BEGIN
    IF used ~ '^[0-9]+$' AND used::bigint BETWEEN base AND base + 65536 THEN
      free := used::bigint;
    END IF;
    IF free + p_count > base + 65536 THEN
      RAISE EXCEPTION 'at most 65,536 events per transaction';
    END IF;
    PERFORM set_config('lebe.next_position', (free + p_count)::text, true);
    RETURN free;
  END $$;

  -- Appends to one stream if it is as expected ('any', 'no_stream', 'stream_exists' or a revision);
  -- else raises LB409 with the actual revision (or no_stream) as message.
  CREATE OR REPLACE FUNCTION lebe_append(p_stream text, p_expected text, p_types text[], p_data json[], p_metadata json[])
  RETURNS TABLE (next_revision integer, last_position bigint) LANGUAGE plpgsql AS $$
  DECLARE
    n integer := cardinality(p_types);
    current integer;
    first bigint;
  BEGIN
    PERFORM pg_advisory_xact_lock(hashtextextended(p_stream, 0));
    SELECT max(e.revision) INTO current FROM events e WHERE e.stream = p_stream;
    IF NOT (p_expected = 'any'
        OR (p_expected = 'no_stream' AND current IS NULL)
        OR (p_expected = 'stream_exists' AND current IS NOT NULL)
        OR (p_expected ~ '^[0-9]+$' AND current IS NOT DISTINCT FROM p_expected::integer)) THEN
      RAISE EXCEPTION USING ERRCODE = 'LB409', MESSAGE = coalesce(current::text, 'no_stream');
    END IF;
    first := lebe_next_position(n);
    INSERT INTO events (position, stream, revision, type, data, metadata)
      SELECT first + i - 1, p_stream, coalesce(current, -1) + i, p_types[i], p_data[i], p_metadata[i]
      FROM generate_series(1, n) AS i;
    RETURN QUERY SELECT coalesce(current, -1) + n, first + n - 1;
  END $$;
`;

/**
 * Creates, in one statement, those of the streams that do not exist yet. A stream is claimed by
 * inserting its first event (revision 0), which waits for and yields to a concurrent creator of the
 * same stream; only claimed streams get their further events. Parameters: the rows' stream, revision,
 * type, data and metadata as arrays, revision-0 rows first.
 */
export const appendNewStreamsSql = `
  WITH base AS (SELECT lebe_next_position(cardinality($1::text[])) AS first),
  input AS (
    SELECT (SELECT first FROM base) + ord - 1 AS position, stream, revision, type, data, metadata
    FROM unnest($1::text[], $2::integer[], $3::text[], $4::json[], $5::json[])
      WITH ORDINALITY AS t(stream, revision, type, data, metadata, ord)
  ),
  claimed AS (
    INSERT INTO events (position, stream, revision, type, data, metadata)
    SELECT position, stream, revision, type, data, metadata FROM input WHERE revision = 0
    ON CONFLICT ON CONSTRAINT events_stream_revision DO NOTHING
    RETURNING stream, position
  ),
  rest AS (
    INSERT INTO events (position, stream, revision, type, data, metadata)
    SELECT position, stream, revision, type, data, metadata FROM input
    WHERE revision > 0 AND stream IN (SELECT stream FROM claimed)
    RETURNING position
  )
  SELECT (SELECT count(*) FROM claimed) AS created,
    coalesce(greatest((SELECT max(position) FROM claimed), (SELECT max(position) FROM rest)), 0) AS position`;
