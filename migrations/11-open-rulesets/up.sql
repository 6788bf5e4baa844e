-- blocbot schema, version 11: games.ruleset no longer lists the rulesets (issue 33). A new
-- ruleset is one line of the engine's registry; a CHECK here meant a migration for each one.
-- The key is still checked where it is read: a row whose key this build does not know is
-- refused by name (engine::RulesetKey::parse in bot/src/store/rows.rs).
--
-- SQLite cannot drop a column's CHECK, but it can drop a column whose CHECK is its own: the
-- key moves to a new column of the same name (last in the table; every statement names its
-- columns).
ALTER TABLE games ADD COLUMN ruleset_key TEXT NOT NULL DEFAULT 'bxb2016';
UPDATE games SET ruleset_key = ruleset;
ALTER TABLE games DROP COLUMN ruleset;
ALTER TABLE games RENAME COLUMN ruleset_key TO ruleset;
