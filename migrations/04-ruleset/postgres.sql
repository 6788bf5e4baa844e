-- blocbot schema, version 4, PostgreSQL dialect of up.sql beside it.
ALTER TABLE games ADD COLUMN ruleset TEXT NOT NULL DEFAULT 'bxb2016'
    CHECK (ruleset IN ('bxb2016', 'uprising'));
DELETE FROM snapshots;
