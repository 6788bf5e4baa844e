-- blocbot schema, version 3, PostgreSQL dialect of up.sql beside it.
ALTER TABLE games ADD COLUMN seed_chosen BOOLEAN NOT NULL DEFAULT FALSE;
