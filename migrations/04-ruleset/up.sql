-- blocbot schema, version 4: a game says which ruleset it plays (engine::RulesetKey).
-- Games written before this version are Bloc by Bloc 2016 games.
ALTER TABLE games ADD COLUMN ruleset TEXT NOT NULL DEFAULT 'bxb2016'
    CHECK (ruleset IN ('bxb2016', 'uprising'));
-- A snapshot's state_json is now an envelope {"ruleset", "format_version", "state"}.
-- Snapshots are a cache: the older ones go, and the bot replays those games' logs (the
-- next change writes a new snapshot).
DELETE FROM snapshots;
