-- blocbot schema, version 9, PostgreSQL dialect of up.sql beside it, plus blocbot_write:
-- a whole GameWrite (issue 39) in one statement, so a move costs one round trip instead of
-- about twenty (one per statement, two for an unprepared one). Called in autocommit, so the
-- statement is the transaction and synchronous_commit stays on.
CREATE INDEX outbox_done ON outbox (done_at) WHERE state IN ('delivered', 'undeliverable');
CREATE INDEX interactions_by_age ON interactions (created_at);

-- Refusals are raised (so nothing of the write stays) with SQLSTATEs of class BB, which
-- bot/src/store/postgres.rs maps back to StoreError: BB000 no such game, BB001 conflict,
-- BB002 duplicate interaction, BB003 timer claim lost, BB004 another ruleset's data, BB005
-- too many open games. The checks run in the order of the multi-statement write they
-- replace, so a refused write reports the same reason.
CREATE FUNCTION blocbot_write(
    p_game BIGINT, p_version BIGINT, p_now BIGINT,
    p_interaction BIGINT,
    p_fires_game BIGINT, p_fires_kind TEXT, p_fires_due BIGINT, p_fires_owner BIGINT,
    p_ruleset TEXT,
    p_log BOOLEAN, p_log_kind TEXT, p_log_user BIGINT, p_log_command TEXT,
    p_log_events TEXT, p_log_note TEXT,
    p_snapshot TEXT,
    p_seats BOOLEAN, p_seat BIGINT[], p_seat_user BIGINT[], p_seat_name TEXT[],
    p_seat_wanted TEXT[], p_seat_computer TEXT[], p_seat_former BIGINT[],
    p_limit_user BIGINT, p_limit_lock BIGINT, p_limit BIGINT,
    p_status TEXT, p_settings TEXT,
    p_timers BOOLEAN, p_timer_kind TEXT[], p_timer_due BIGINT[],
    p_out_channel BIGINT[], p_out_user BIGINT[], p_out_body TEXT[], p_out_owner BIGINT[],
    p_out_until BIGINT[],
    p_dms_reopened BIGINT,
    OUT new_version BIGINT, OUT new_revision BIGINT, OUT delivery_ids BIGINT[])
LANGUAGE plpgsql AS $$
DECLARE
    g games%ROWTYPE;
    touched BOOLEAN := false;
    n BIGINT;
BEGIN
    -- The row lock serializes writers of this game across processes; a writer that
    -- waited reads the version its predecessor committed.
    SELECT * INTO g FROM games WHERE id = p_game FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'game % does not exist', p_game USING ERRCODE = 'BB000';
    END IF;
    IF g.version <> p_version THEN
        RAISE EXCEPTION 'the game changed since it was read' USING ERRCODE = 'BB001';
    END IF;
    IF p_interaction IS NOT NULL THEN
        -- A concurrent claim of the same id waits for the first transaction, then
        -- inserts nothing.
        INSERT INTO interactions (interaction_id, game_id, created_at)
            VALUES (p_interaction, p_game, p_now)
            ON CONFLICT (interaction_id) DO NOTHING;
        IF NOT FOUND THEN
            RAISE EXCEPTION 'interaction already applied' USING ERRCODE = 'BB002';
        END IF;
    END IF;
    IF p_fires_kind IS NOT NULL THEN
        -- The claim holds while nobody else took the timer over and no change moved it.
        DELETE FROM timers WHERE game_id = p_fires_game AND kind = p_fires_kind
            AND due_at = p_fires_due AND lease_owner = p_fires_owner;
        GET DIAGNOSTICS n = ROW_COUNT;
        IF n <> 1 OR p_fires_game <> p_game THEN
            RAISE EXCEPTION 'timer claim lost' USING ERRCODE = 'BB003';
        END IF;
    END IF;
    IF p_ruleset IS NOT NULL AND p_ruleset <> g.ruleset THEN
        RAISE EXCEPTION 'a write of % data to game % of %', p_ruleset, p_game, g.ruleset
            USING ERRCODE = 'BB004';
    END IF;
    new_revision := g.revision;
    IF p_log THEN
        new_revision := new_revision + 1;
        INSERT INTO log (game_id, seq, kind, user_id, command_json, events_json, note, created_at)
            VALUES (p_game, new_revision, p_log_kind, p_log_user, p_log_command, p_log_events,
                    p_log_note, p_now);
        touched := true;
    END IF;
    IF p_seats THEN
        IF p_limit_user IS NOT NULL THEN
            -- Under the user's advisory lock, so two processes cannot both let one user
            -- past the limit.
            PERFORM pg_advisory_xact_lock(p_limit_lock);
            SELECT count(DISTINCT og.id) INTO n FROM games og JOIN seats s ON s.game_id = og.id
                WHERE og.status IN ('lobby', 'active') AND og.guild_id IS NOT DISTINCT FROM g.guild_id
                  AND s.user_id = p_limit_user AND og.id <> p_game;
            IF n >= p_limit THEN
                RAISE EXCEPTION 'too many open games' USING ERRCODE = 'BB005';
            END IF;
        END IF;
        DELETE FROM seats WHERE game_id = p_game;
        INSERT INTO seats (game_id, seat, user_id, display_name, wanted_faction, computer, former_user_id)
            SELECT p_game, s.* FROM unnest(p_seat, p_seat_user, p_seat_name, p_seat_wanted,
                                           p_seat_computer, p_seat_former) AS s;
        touched := true;
    END IF;
    IF p_status IS NOT NULL THEN
        UPDATE games SET status = p_status WHERE id = p_game;
        touched := true;
    END IF;
    IF p_settings IS NOT NULL THEN
        UPDATE games SET settings_json = p_settings WHERE id = p_game;
    END IF;
    IF p_snapshot IS NOT NULL THEN
        INSERT INTO snapshots (game_id, seq, state_json) VALUES (p_game, new_revision, p_snapshot)
            ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, state_json = excluded.state_json;
    END IF;
    IF p_timers THEN
        DELETE FROM timers WHERE game_id = p_game;
        -- One timer per kind: the last given wins, as when they were written one by one.
        INSERT INTO timers (game_id, kind, due_at)
            SELECT DISTINCT ON (t.t_kind) p_game, t.t_kind, t.t_due
            FROM unnest(p_timer_kind, p_timer_due) WITH ORDINALITY AS t (t_kind, t_due, t_i)
            ORDER BY t.t_kind, t.t_i DESC;
    END IF;
    -- Identity values are drawn row by row in this order, so ascending ids are the
    -- deliveries in the order given.
    WITH ins AS (
        INSERT INTO outbox (game_id, channel_id, user_id, body_json, next_attempt_at,
                            lease_owner, lease_until, created_at)
            SELECT p_game, o.o_channel, o.o_user, o.o_body, p_now, o.o_owner, o.o_until, p_now
            FROM unnest(p_out_channel, p_out_user, p_out_body, p_out_owner, p_out_until)
                 WITH ORDINALITY AS o (o_channel, o_user, o_body, o_owner, o_until, o_i)
            ORDER BY o.o_i
            RETURNING id)
    SELECT coalesce(array_agg(id ORDER BY id), '{}') INTO delivery_ids FROM ins;
    IF p_dms_reopened IS NOT NULL THEN
        DELETE FROM closed_dms WHERE user_id = p_dms_reopened;
    END IF;
    new_version := g.version + 1;
    UPDATE games SET version = new_version, revision = new_revision,
        updated_at = CASE WHEN touched THEN p_now ELSE updated_at END
    WHERE id = p_game;
END;
$$;
